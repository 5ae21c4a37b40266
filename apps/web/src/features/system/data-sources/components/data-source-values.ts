import type { DataSource, DataSourceSave } from '@bus/contracts';

export interface DataSourceFormValues {
  code: string;
  name: string;
  host: string;
  port: number;
  databaseName: string;
  username: string;
  password?: string;
  remark?: string | null;
}

/** Form values -> request; an empty password means "keep the stored one". */
export function toDataSourceRequest(values: DataSourceFormValues): DataSourceSave {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    dbType: 'postgresql',
    host: values.host.trim(),
    port: Number(values.port),
    databaseName: values.databaseName.trim(),
    username: values.username.trim(),
    password: values.password ? values.password : null,
    remark: values.remark?.trim() || null,
  };
}

export function toDataSourceFormValues(record?: DataSource): Partial<DataSourceFormValues> {
  if (!record) return { port: 5432 };
  return {
    code: record.code,
    name: record.name,
    host: record.host,
    port: record.port,
    databaseName: record.databaseName,
    username: record.username,
    password: '',
    remark: record.remark,
  };
}
