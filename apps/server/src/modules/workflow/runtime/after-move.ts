/**
 * The effects of every move, registered once (move-effects.ts): first the business record's end
 * handler (a record that refuses the end rolls the move back before anything else is worked out),
 * then timers, call activities, copies, notices and sign tasks. Imported by the services that move
 * instances (runtime.service.ts, ops.service.ts): never by a file below them.
 */
import { runEndHandler } from './business-end';
import { callActivitiesAfterMove } from './call-activity';
import { copyToNodeRecipients } from './cc';
import { registerMoveEffects } from './move-effects';
import { notifyMove } from './notices';
import { closeSignTasks } from './sign-tasks';
import { timersAfterMove } from './timers';

registerMoveEffects([runEndHandler, timersAfterMove, callActivitiesAfterMove, copyToNodeRecipients, notifyMove, closeSignTasks]);
