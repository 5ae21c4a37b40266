/** GET /ops/customTicket/list (through useListPage) and its export; phones arrive masked. */
export const CUSTOM_TICKET_LIST_URL = '/ops/customTicket/list';
export const CUSTOM_TICKET_EXPORT_URL = '/ops/customTicket/exportXls';
export const customTicketsQueryKey = ['ops', 'custom-tickets'] as const;
