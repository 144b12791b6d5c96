// Who may call each endpoint: one row per route, checked against the router's own table so that a new
// endpoint without a row here fails the suite. Each protected route is called signed out (401), with a
// role that is not allowed (403), and with an allowed role (neither 401 nor 403).
import { beforeAll, describe, expect, it } from 'vitest';
import { Endpoints, type Role } from '@confsys/domain';
import { routes } from '../../functions/src/api/routes';
import { call, demo, loginAs } from '../support/emulator';

type Access = 'public' | Role[];

/** The routes each access admits, by area within each; `permissionTable` turns it into one row per route. */
const routesByAccess: Array<[Access, string[]]> = [
  ['public', [
    'GET /api/healthcheck',
    'GET /api/openapi.json',
    'GET /api/docs',
    'GET /api/docs/reference.js',
    'GET /api/public/calendar',
    'GET /api/public/conference',
    'GET /api/public/privacy',
    'GET /api/public/editions',
    'POST /api/authors/login',
    'POST /api/authors/register',
    'POST /api/authors/resetpassword',
    'POST /api/reviewers/reviewerregister',
    'POST /api/reviewers/reviewerlogin',
    'POST /api/admin/login',
    'POST /conregister',
    'GET /api/registrations/:registrationId/receipt.pdf',
    'GET /api/calendar-feeds/:token/due-dates.ics',
    'GET /api/public/fees',
    'GET /api/public/programme',
    'GET /api/public/programme.ics',
    'GET /api/public/programme/sessions/:sessionId.ics',
    'GET /api/public/accepted',
    'GET /api/certificates/:code',
    'GET /api/certificates/:code/pdf',
    'GET /api/invitations/:token',
    'POST /api/invitations/:token/accept',
    'POST /api/invitations/:token/address',
    'POST /api/invitations/:token/decline',
  ]],
  [['author'], [
    'POST /api/authors/submit',
    'POST /api/authors/checkmanuscript',
    'GET /api/authors/registration',
    'POST /api/authors/submit-payment',
    'GET /api/authors/papers/:paperId/response',
    'PUT /api/authors/papers/:paperId/response',
    'POST /api/participants/registration',
    'GET /api/participants/me',
    'POST /api/participants/payments',
    'GET /api/authors/papers/:paperId/proceedings',
    'POST /api/authors/papers/:paperId/cameraready',
    'POST /api/authors/papers/:paperId/copyright',
    'PUT /api/authors/papers/:paperId/metadata',
    'GET /api/authors/committee',
    'PUT /api/authors/papers/:paperId/conflicts',
    'PUT /api/authors/papers/:paperId',
    'POST /api/authors/papers/:paperId/withdraw',
  ]],
  [['reviewer'], [
    'GET /api/reviewers/assignedpapers',
    'POST /api/reviewers/conflicts',
    'POST /api/me/committee',
    'POST /api/me/committee/withdraw',
    'GET /api/reviewers/calendar-feed',
    'POST /api/reviewers/calendar-feed',
    'GET /api/reviewers/bids',
    'PUT /api/reviewers/bids/:paperId',
    'GET /api/reviewers/topics',
    'PUT /api/reviewers/topics',
  ]],
  [['admin'], [
    'PUT /api/admin/calendar',
    'PUT /api/admin/conference',
    'PUT /api/admin/privacy',
    'GET /api/admin/calendar/history',
    'GET /api/admin/audit',
    'POST /api/admin/extensions',
    'GET /api/admin/extensions',
    'DELETE /api/admin/extensions/:id',
    'GET /api/admin/getreviewers',
    'POST /api/admin/addreviewer',
    'DELETE /api/admin/deletereviewer/:id',
    'GET /api/admin/getpapers',
    'GET /api/admin/papercounts',
    'GET /api/admin/papers.csv',
    'POST /api/admin/assignreviewer',
    'GET /api/admin/papers/:paperId/assignment',
    'GET /api/admin/papers/:paperId/emergency-reviewers',
    'POST /api/admin/papers/:paperId/emergency-requests',
    'GET /api/admin/papers/:paperId/reviews',
    'GET /api/admin/reviewsettings',
    'POST /api/admin/reviewsettings',
    'GET /api/admin/notificationsettings',
    'POST /api/admin/notificationsettings',
    'POST /api/admin/mail/:mailId/resend',
    'GET /api/admin/reminders',
    'POST /api/admin/reminders',
    'GET /api/admin/reminders/automatic',
    'PUT /api/admin/reminders/automatic',
    'GET /api/admin/reviewercomments',
    'POST /api/admin/sendreview',
    'POST /api/admin/updatestatus',
    'PUT /api/admin/publish/:paperId',
    'GET /api/admin/bids',
    'POST /api/admin/bids/reminders',
    'POST /api/admin/autoassign/proposals',
    'GET /api/admin/autoassign/proposals/:proposalId',
    'POST /api/admin/autoassign/proposals/:proposalId/apply',
    'POST /api/admin/bulk/previews',
    'POST /api/admin/bulk/previews/:previewId/apply',
    'POST /api/admin/papers/:paperId/release',
    'PUT /api/admin/papers/:paperId/discussion',
    'GET /api/admin/fees',
    'PUT /api/admin/fees',
    'GET /api/admin/payments',
    'POST /api/admin/payments/verify',
    'POST /api/admin/payments/:paymentId/verify',
    'POST /api/admin/payments/:paymentId/reject',
    'POST /api/admin/payments/:paymentId/credit-note',
    'GET /api/admin/payments.csv',
    'PUT /api/admin/programme',
    'GET /api/admin/proceedings',
    'GET /api/admin/proceedings/settings',
    'PUT /api/admin/proceedings/settings',
    'GET /api/admin/papers/:paperId/similarity',
    'GET /api/admin/integrity',
    'PUT /api/admin/integrity',
    'PUT /api/admin/integrity/external',
    'DELETE /api/admin/integrity/external',
    'PUT /api/admin/proceedings/order',
    'POST /api/admin/proceedings/reminders',
    'GET /api/admin/proceedings/papers.csv',
    'GET /api/admin/proceedings/papers.bib',
    'GET /api/admin/proceedings/crossref.xml',
    'GET /api/admin/proceedings/ceur-index.html',
    'GET /api/admin/proceedings/camera-ready.zip',
    'POST /api/admin/papers/:paperId/restore',
    'PUT /api/admin/papers/:paperId/reviewers/:reviewerId/due',
    'GET /api/admin/dashboardcounts',
    'GET /api/admin/monthlystats',
    'GET /api/admin/statuscounts',
    'POST /api/admin/profile',
    'GET /api/admin/editions',
    'POST /api/admin/editions',
    'POST /api/admin/editions/:editionId/open',
    'POST /api/admin/participants/attendance',
    'POST /api/admin/certificates',
    'POST /api/admin/mail',
    'GET /api/admin/mail-templates',
    'POST /api/admin/mail-templates',
    'PUT /api/admin/mail-templates/:templateId',
    'DELETE /api/admin/mail-templates/:templateId',
    'PUT /api/admin/mail-messages/:key',
    'DELETE /api/admin/mail-messages/:key',
    'GET /api/admin/certificates',
    'POST /api/admin/certificates/:code/revoke',
    'POST /api/admin/invitations',
    'GET /api/admin/invitations',
    'POST /api/admin/invitations/remind',
    'GET /api/admin/committee/capacity',
    'PUT /api/admin/reviewers/:reviewerId/load',
  ]],
  [['author', 'admin'], [
    'GET /api/authors/getmanuscriptbyauthor/:authorId',
    'GET /api/authors/get-payment/:paperId',
    'GET /api/participants/payments/:paymentId/invoice.pdf',
    'GET /api/participants/payments/:paymentId/receipt',
    'GET /api/proceedings/papers/:paperId/cameraready.pdf',
    'GET /api/proceedings/papers/:paperId/copyright.pdf',
  ]],
  [['reviewer', 'admin'], [
    'POST /api/reviews/submitReview',
    'POST /api/reviews/saveDraft',
    'GET /api/papers/:paperId/discussion',
    'POST /api/papers/:paperId/discussion',
    'POST /api/papers/:paperId/discussion/check',
    'GET /api/reviews/getReviewComments',
  ]],
  [['author', 'reviewer'], [
    'POST /api/me/erasure',
  ]],
  [['author', 'reviewer', 'admin'], [
    'GET /api/session',
    'POST /api/me/verification',
    'GET /api/me/data',
    'GET /api/me/certificates',
    'GET /api/files/:kind/:file',
    'GET /api/proceedings/volume.pdf',
  ]],
];

export const permissionTable: Record<string, Access> = {};
for (const [access, keys] of routesByAccess) {
  for (const key of keys) {
    if (key in permissionTable) throw new Error(`${key} is listed twice in the permission table.`);
    permissionTable[key] = access;
  }
}

const allRoles: Role[] = ['author', 'reviewer', 'admin'];
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  tokens.author = await loginAs('author', demo.author.email, demo.author.password);
  tokens.reviewer = await loginAs('reviewer', demo.reviewer.email, demo.reviewer.password);
  tokens.admin = await loginAs('admin', demo.admin.username, demo.admin.password);
});

/** A concrete path for a route pattern: parameters get a value that exists nowhere. */
function concrete(path: string): string {
  return path.replace(/:(\w+)/g, 'no-such-$1');
}

describe('the permission table', () => {
  it('serves every endpoint of the endpoint table exactly once', () => {
    expect(routes.map((route) => route.name).sort()).toEqual(Object.keys(Endpoints).sort());
  });

  it('has exactly one row per route', () => {
    const served = routes.map((route) => `${route.method} ${route.path}`).sort();
    expect(Object.keys(permissionTable).sort()).toEqual(served);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s matches the router', (key, route) => {
    expect(route.access).toEqual(permissionTable[key]);
  });
});

describe.each(routes.filter((route) => route.access !== 'public').map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (_key, route) => {
    const allowed = route.access as Role[];
    const path = concrete(route.path);

    it('answers 401 with a message when signed out', async () => {
      const answer = await call<{ message: string }>(route.method, path);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Sign in required: send Authorization: Bearer <ID token>.');
    });

    for (const role of allRoles.filter((candidate) => !allowed.includes(candidate))) {
      it(`answers 403 to a ${role}`, async () => {
        const answer = await call<{ message: string }>(route.method, path, { token: tokens[role] });
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe('You do not have permission to do this.');
      });
    }

    it.each(allowed)('lets a %s through the role gate', async (role) => {
      // The handler may still refuse (a paper that is not theirs), but not with the gate's answers.
      const answer = await call<{ message?: string }>(route.method, path, { token: tokens[role], json: route.method === 'GET' ? undefined : {} });
      expect(answer.status).not.toBe(401);
      expect(answer.body.message).not.toBe('You do not have permission to do this.');
    });
  },
);
