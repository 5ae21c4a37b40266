/** GET /sys/user/queryByOrgCodeForAddressList: people of a department subtree (through useListPage). */
export const ADDRESS_LIST_URL = '/sys/user/queryByOrgCodeForAddressList';
export const addressesQueryKey = ['system', 'addresses'] as const;
