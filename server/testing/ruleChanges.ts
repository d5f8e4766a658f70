/**
 * A rule about money changed as two administrators change it: proposed by one with the step-up, approved by another
 * once the cooling-off period has passed, and (a fee change) in force once its notice period has passed and the
 * background round has applied it.
 */
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { runBackgroundRound } from '../background';
import type { TestServer } from './harness';
import type { TestStaffMember } from './staff';

type RuleChange = ResponseOf<'ruleChangeApprove'>;

const staffCall = <T>(server: TestServer, member: TestStaffMember, path: string, body: unknown) =>
  server.call<T>(path, body, { ip: '198.51.100.31', headers: { 'x-staff-token': member.token } });

/** Proposes the change of `path` as `proposer`; the test fails unless it is pending. */
export async function proposeRule(server: TestServer, proposer: TestStaffMember, path: string, body: Record<string, unknown>): Promise<RuleChange> {
  const proposed = await staffCall<RuleChange>(server, proposer, path, { ...body, google_code: server.freshCode(proposer.totpSecret) });
  if (proposed.body.code !== 200 || proposed.body.data.status !== 'pending') throw new Error(`${path} was not proposed: ${JSON.stringify(proposed.body)}`);
  return proposed.body.data;
}

/** Approves `change` as `approver` after its cooling-off period, and runs a fee change's background round when due. */
export async function approveRule(server: TestServer, approver: TestStaffMember, change: RuleChange): Promise<RuleChange> {
  const wait = new Date(change.approvable_time).getTime() - server.clock.now().getTime();
  if (wait > 0) server.clock.advance(wait);
  const approved = await staffCall<RuleChange>(server, approver, endpoints.ruleChangeApprove.path, { id: change.id, google_code: server.freshCode(approver.totpSecret) });
  if (approved.body.code !== 200) throw new Error(`rule change ${change.id} was not approved: ${JSON.stringify(approved.body)}`);
  if (approved.body.data.status !== 'scheduled') return approved.body.data;
  const due = new Date(approved.body.data.effective_time!).getTime() - server.clock.now().getTime();
  if (due > 0) server.clock.advance(due);
  await runBackgroundRound({ db: server.db, config: server.config });
  const detail = await staffCall<RuleChange>(server, approver, endpoints.ruleChangeDetail.path, { id: change.id });
  return detail.body.data;
}

/** Proposed by `proposer`, approved by `approver`, in force: the change as it stands after. */
export async function changeRule(server: TestServer, proposer: TestStaffMember, approver: TestStaffMember, path: string, body: Record<string, unknown>) {
  return approveRule(server, approver, await proposeRule(server, proposer, path, body));
}
