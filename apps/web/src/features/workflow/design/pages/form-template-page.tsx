/** 表单模板 (workflow/form/TemplateList): the saved start and node forms with their versions, as the 流程设计 page's 表单 tab. */
import { Card } from 'antd';
import { FormListTab } from '../components/form-list-tab';

export default function FormTemplatePage({ title }: { title: string }) {
  return (
    <Card title={title}>
      <FormListTab />
    </Card>
  );
}
