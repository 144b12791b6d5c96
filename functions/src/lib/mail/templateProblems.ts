// A message whose merge fields do not fit where it goes (a mailing's group, one of the conference's
// messages) is a 400 naming each problem under its part: subject or body.
import { problemsByPlace, type TemplateProblem } from '@confsys/domain';
import { badRequest } from '../errors';

export function refuseTemplate(problems: readonly TemplateProblem[]): never {
  throw badRequest(problems.map((problem) => problem.message).join(' '), problemsByPlace(problems));
}
