/** 年卡审核's api (issue 24): the kit's list of applications, 年卡申请 and 补充材料 (each refreshing the list and the cards). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { annualCardResource, type AnnualCardApply, type AnnualCardRecord, type AnnualCardSupplement, type ApiReply } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { http, unwrap } from '../../../../lib/http';
import { cardsApi } from '../../card/api/card-api';

export const annualCardsApi = resourceApi(annualCardResource);

export function useAnnualCardAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: { op: 'apply'; body: AnnualCardApply } | { op: 'supplement'; body: AnnualCardSupplement }) => {
      const reply = (await http.post<ApiReply<AnnualCardRecord>>(`/isps/annualCard/${action.op}`, action.body, { skipErrorHandler: true })).data;
      unwrap(reply);
      return reply.message;
    },
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: annualCardsApi.queryKey }), client.invalidateQueries({ queryKey: cardsApi.queryKey })]),
  });
}
