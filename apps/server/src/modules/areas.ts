/** Every area of the server, in the order their routes are registered (app.ts). */
import type { Area } from './area';
import bcRoutes from './bc/bc.routes';
import { bcSeed } from './bc/bc.seed';
import ispsRoutes from './isps/isps.routes';
import { ispsSeed } from './isps/isps.seed';
import basicRoutes from './basic/basic.routes';
import onlineRoutes from './online/online.routes';
import opsRoutes from './ops/ops.routes';
import sysRoutes from './sys/sys.routes';
import workflowRoutes from './workflow/workflow.routes';

export const AREAS: readonly Area[] = [
  { name: 'basic', routes: basicRoutes },
  { name: 'sys', routes: sysRoutes },
  { name: 'online', routes: onlineRoutes },
  { name: 'workflow', routes: workflowRoutes },
  { name: 'ops', routes: opsRoutes },
  { name: 'isps', routes: ispsRoutes, seed: ispsSeed },
  { name: 'bc', routes: bcRoutes, seed: bcSeed },
];
