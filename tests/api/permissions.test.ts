// Who may call each endpoint: one row per route, checked against the router's own table so that a new
// endpoint without a row here fails the suite. Each protected route is called signed out (401), with a
// role that is not allowed (403), and with an allowed role (neither 401 nor 403).
import { beforeAll, describe, expect, it } from 'vitest';
import { Endpoints, type Role } from '@confsys/domain';
import { routes } from '../../functions/src/api/routes';
import { call, demo, loginAs } from '../support/emulator';

type Access = 'public' | Role[];

export const permissionTable: Record<string, Access> = {
  'GET /api/healthcheck': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/reference.js': 'public',
  'GET /api/public/calendar': 'public',
  'PUT /api/admin/calendar': ['admin'],
  'GET /api/admin/calendar/history': ['admin'],
  'GET /api/admin/audit': ['admin'],
  'POST /api/admin/extensions': ['admin'],
  'GET /api/admin/extensions': ['admin'],
  'DELETE /api/admin/extensions/:id': ['admin'],
  'GET /api/session': ['author', 'reviewer', 'admin'],
  'POST /api/authors/login': 'public',
  'POST /api/authors/register': 'public',
  'POST /api/authors/resetpassword': 'public',
  'POST /api/reviewers/reviewerregister': 'public',
  'POST /api/reviewers/reviewerlogin': 'public',
  'POST /api/admin/login': 'public',
  'POST /conregister': 'public',
  'GET /api/registrations/:registrationId/receipt.pdf': 'public',
  'POST /api/authors/submit': ['author'],
  'POST /api/authors/checkmanuscript': ['author'],
  'GET /api/authors/registration': ['author'],
  'GET /api/authors/getmanuscriptbyauthor/:authorId': ['author', 'admin'],
  'GET /api/authors/get-payment/:paperId': ['author', 'admin'],
  'POST /api/authors/submit-payment': ['author'],
  'GET /api/files/:kind/:file': ['author', 'reviewer', 'admin'],
  'GET /api/admin/getreviewers': ['admin'],
  'POST /api/admin/addreviewer': ['admin'],
  'DELETE /api/admin/deletereviewer/:id': ['admin'],
  'GET /api/admin/getpapers': ['admin'],
  'GET /api/admin/papercounts': ['admin'],
  'GET /api/admin/papers.csv': ['admin'],
  'POST /api/admin/assignreviewer': ['admin'],
  'GET /api/admin/papers/:paperId/assignment': ['admin'],
  'GET /api/admin/papers/:paperId/reviews': ['admin'],
  'GET /api/admin/reviewsettings': ['admin'],
  'POST /api/admin/reviewsettings': ['admin'],
  'GET /api/admin/notificationsettings': ['admin'],
  'POST /api/admin/notificationsettings': ['admin'],
  'POST /api/admin/mail/:mailId/resend': ['admin'],
  'GET /api/admin/reminders': ['admin'],
  'POST /api/admin/reminders': ['admin'],
  'GET /api/admin/reminders/automatic': ['admin'],
  'PUT /api/admin/reminders/automatic': ['admin'],
  'GET /api/admin/reviewercomments': ['admin'],
  'POST /api/admin/sendreview': ['admin'],
  'POST /api/admin/updatestatus': ['admin'],
  'PUT /api/admin/publish/:paperId': ['admin'],
  'GET /api/reviewers/assignedpapers': ['reviewer'],
  'POST /api/reviews/submitReview': ['reviewer', 'admin'],
  'POST /api/reviews/saveDraft': ['reviewer', 'admin'],
  'POST /api/reviewers/conflicts': ['reviewer'],
  'GET /api/reviewers/calendar-feed': ['reviewer'],
  'POST /api/reviewers/calendar-feed': ['reviewer'],
  'GET /api/calendar-feeds/:token/due-dates.ics': 'public',
  'GET /api/reviewers/bids': ['reviewer'],
  'PUT /api/reviewers/bids/:paperId': ['reviewer'],
  'GET /api/reviewers/topics': ['reviewer'],
  'PUT /api/reviewers/topics': ['reviewer'],
  'GET /api/admin/bids': ['admin'],
  'POST /api/admin/bids/reminders': ['admin'],
  'POST /api/admin/autoassign/proposals': ['admin'],
  'POST /api/admin/autoassign/proposals/:proposalId/apply': ['admin'],
  'POST /api/admin/bulk/previews': ['admin'],
  'POST /api/admin/bulk/previews/:previewId/apply': ['admin'],
  'GET /api/authors/papers/:paperId/response': ['author'],
  'PUT /api/authors/papers/:paperId/response': ['author'],
  'POST /api/admin/papers/:paperId/release': ['admin'],
  'GET /api/papers/:paperId/discussion': ['reviewer', 'admin'],
  'POST /api/papers/:paperId/discussion': ['reviewer', 'admin'],
  'POST /api/papers/:paperId/discussion/check': ['reviewer', 'admin'],
  'PUT /api/admin/papers/:paperId/discussion': ['admin'],
  'GET /api/public/fees': 'public',
  'GET /api/admin/fees': ['admin'],
  'PUT /api/admin/fees': ['admin'],
  'POST /api/participants/registration': ['author'],
  'GET /api/participants/me': ['author'],
  'POST /api/participants/payments': ['author'],
  'GET /api/participants/payments/:paymentId/invoice.pdf': ['author', 'admin'],
  'GET /api/participants/payments/:paymentId/receipt': ['author', 'admin'],
  'GET /api/admin/payments': ['admin'],
  'POST /api/admin/payments/:paymentId/verify': ['admin'],
  'POST /api/admin/payments/:paymentId/reject': ['admin'],
  'POST /api/admin/payments/:paymentId/credit-note': ['admin'],
  'GET /api/admin/payments.csv': ['admin'],
  'GET /api/public/programme': 'public',
  'GET /api/public/programme.ics': 'public',
  'GET /api/public/programme/sessions/:sessionId.ics': 'public',
  'PUT /api/admin/programme': ['admin'],
  'GET /api/public/accepted': 'public',
  'GET /api/authors/papers/:paperId/proceedings': ['author'],
  'POST /api/authors/papers/:paperId/cameraready': ['author'],
  'POST /api/authors/papers/:paperId/copyright': ['author'],
  'PUT /api/authors/papers/:paperId/metadata': ['author'],
  'GET /api/proceedings/papers/:paperId/cameraready.pdf': ['author', 'admin'],
  'GET /api/proceedings/papers/:paperId/copyright.pdf': ['author', 'admin'],
  'GET /api/proceedings/volume.pdf': ['author', 'reviewer', 'admin'],
  'GET /api/admin/proceedings': ['admin'],
  'GET /api/admin/proceedings/settings': ['admin'],
  'PUT /api/admin/proceedings/settings': ['admin'],
  'PUT /api/admin/proceedings/order': ['admin'],
  'POST /api/admin/proceedings/reminders': ['admin'],
  'GET /api/admin/proceedings/papers.csv': ['admin'],
  'GET /api/admin/proceedings/papers.bib': ['admin'],
  'GET /api/admin/proceedings/crossref.xml': ['admin'],
  'GET /api/admin/proceedings/ceur-index.html': ['admin'],
  'GET /api/admin/proceedings/camera-ready.zip': ['admin'],
  'GET /api/authors/committee': ['author'],
  'PUT /api/authors/papers/:paperId/conflicts': ['author'],
  'PUT /api/authors/papers/:paperId': ['author'],
  'POST /api/authors/papers/:paperId/withdraw': ['author'],
  'POST /api/admin/papers/:paperId/restore': ['admin'],
  'PUT /api/admin/papers/:paperId/reviewers/:reviewerId/due': ['admin'],
  'GET /api/reviews/getReviewComments': ['reviewer', 'admin'],
  'GET /api/admin/dashboardcounts': ['admin'],
  'GET /api/admin/monthlystats': ['admin'],
  'GET /api/admin/statuscounts': ['admin'],
  'POST /api/admin/profile': ['admin'],
};

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
