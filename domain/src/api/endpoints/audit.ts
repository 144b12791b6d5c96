// The endpoint table's audit endpoints: the audit log.
import { forAdmins, type Endpoint } from './endpoint';
import { ApiPaths } from '../apiPaths';
import { AuditQuerySchema } from '../../audit/audit';
import * as Answers from '../answers';

export const auditEndpoints = {
  auditEntries: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.audit,
    summary: 'One page of the audit log, newest first: pageSize (at most 100), page (the previous page\'s next), action, target',
    description:
      'An admin. Every admin action that changes what others see is an entry, written in the same transaction as the change: when, who, the action, its target, the value before and after, and the reason given. Changes nothing.',
    query: AuditQuerySchema,
    errors: { 400: 'A query value is invalid, or `page` names no entry of the log' },
    answer: Answers.AuditAnswer,
  }),
} as const satisfies Record<string, Endpoint>;
