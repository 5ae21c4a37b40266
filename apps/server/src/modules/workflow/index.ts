/**
 * What the approval area (流程: models, forms, the runtime) offers the other areas: an approval
 * started for a business record, the approval state of records for their lists, and the handler an
 * area registers for the end of its records' approvals (run in the instance's final transaction).
 * An area imports this file only, never a file of workflow/ (test/layers.test.ts).
 */
export { approvalStateOf, startForRecord, withApprovals } from './runtime/business-link';
export {
  registerBusinessType,
  registerEndHandler,
  type ApprovalEnd,
  type ApprovalEndHandler,
  type ApprovalOutcome,
  type BusinessType,
} from './runtime/business-end';
export { oneStepProcessXml, seedApprovalProcess, type SeedProcess } from './model/process-seed';
