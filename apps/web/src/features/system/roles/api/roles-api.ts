import { roleResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

/** 角色管理's list, save and delete (the kit's /sys/role routes). */
export const rolesApi = resourceApi(roleResource);
