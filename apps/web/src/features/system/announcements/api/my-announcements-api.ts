/** 我的消息's list: the kit's, from the contracts declaration (myAnnouncementResource). */
import { myAnnouncementResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const myAnnouncementsApi = resourceApi(myAnnouncementResource);
