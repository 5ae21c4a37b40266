/** The user directory the system area offers (modules/sys/index.ts): look-ups, and SQL for other areas' lists. */
import {
  activeUsernamesInDepartment,
  activeUsernamesWithPermission,
  activeUsernamesWithPost,
  activeUsers,
  findUser,
  realnamesOf,
  userWithLeaders,
} from './user-queries';
import { realnameOfUsername, userField, userFieldLike } from './user-sql';

export const userDirectory = {
  findUser,
  realnamesOf,
  activeUsers,
  activeUsernamesWithPost,
  activeUsernamesInDepartment,
  activeUsernamesWithPermission,
  userWithLeaders,
  realnameOfUsername,
  userField,
  userFieldLike,
};
