import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { maySignInTables, watchSignInWrites } from './write-watch';

describe('which statements may change the sign-in tables', () => {
  it('counts writes naming sessions, users or their roles, in any form', () => {
    expect(maySignInTables('delete from "sys_session" where "sys_session"."id" = $1')).toBe(true);
    expect(maySignInTables('update "sys_user" set "status" = $1')).toBe(true);
    expect(maySignInTables('insert into "sys_user_role" ("user_id", "role_id") values ($1, $2)')).toBe(true);
    expect(maySignInTables('DELETE FROM sys_depart_role_user WHERE user_id = $1')).toBe(true);
    expect(maySignInTables('with gone as (delete from "sys_user" returning id) select count(*) from gone')).toBe(true);
    expect(maySignInTables('select * from "sys_session" for update')).toBe(true);
    expect(maySignInTables('truncate sys_session')).toBe(true);
  });

  it('leaves reads and writes of other tables alone', () => {
    expect(maySignInTables('select "id" from "sys_session" inner join "sys_user" on true')).toBe(false);
    expect(maySignInTables('(select 1 from "sys_user_role") union all (select 1 from "sys_depart_role_user")')).toBe(false);
    expect(maySignInTables('insert into "sys_log" ("content") values ($1)')).toBe(false);
    expect(maySignInTables('update "sys_user_tenant" set "status" = $1')).toBe(false);
    // a session's last-seen refresh, as findActiveSession writes it, changes nothing a request checks
    expect(maySignInTables('update "sys_session" set "last_seen_time" = $1 where "sys_session"."id" = $2')).toBe(false);
    expect(maySignInTables('update "sys_session" set "last_seen_time" = $1, "tenant_id" = $2 where "sys_session"."id" = $3')).toBe(true);
    expect(maySignInTables('insert into "sys_user_depart" ("user_id") values ($1)')).toBe(false);
  });
});

describe('the write generation of the embedded database', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('moves when such a statement is issued and again when it is done, in and out of transactions', async () => {
    const generation = watchSignInWrites(client, {});
    await client.exec('create table sys_session (id text primary key); create table other (id text)');
    const start = generation.value;
    await client.query('select * from sys_session');
    await client.query("insert into other values ('a')");
    expect(generation.value).toBe(start);
    const pending = client.query("insert into sys_session values ('s1')");
    expect(generation.value).toBe(start + 1);
    await pending;
    await Promise.resolve();
    expect(generation.value).toBe(start + 2);
    await client.transaction(async (tx) => {
      await tx.query("delete from sys_session where id = 's1'");
    });
    expect(generation.value).toBe(start + 4);
    await expect(client.query('delete from sys_session where nothing')).rejects.toThrow();
    await Promise.resolve();
    expect(generation.value).toBe(start + 6);
  });
});
