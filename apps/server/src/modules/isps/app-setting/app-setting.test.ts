/** 项目设置 and 主题设置: the defaults until saved, a save with the version read (a 409 when stale), errors naming the field. */
import { describe, expect, it } from 'vitest';
import { apiTest, uploadTestImage, type Method } from '../../../../test/helper';

const { call: asAdmin, app, tokens } = apiTest(['admin']);
const call = (method: Method, url: string, payload?: object) => asAdmin(method, `/api${url}`, undefined, payload);

describe('项目设置', () => {
  it('shows the defaults, saves the name, phone and logo once, and refuses the stale version', async () => {
    const first = (await call('GET', '/isps/projectSetting/get')).json().result;
    expect(first).toMatchObject({ appName: '江城公交', servicePhone: '027-96390', logo: null, version: 0, updateBy: null });

    const logo = await uploadTestImage(app(), tokens.admin, 'logo.png');
    const saved = await call('PUT', '/isps/projectSetting/edit', { appName: '江城出行', servicePhone: '400-027-9639', logo, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: '保存成功', result: { appName: '江城出行', logo, version: 1, updateBy: 'admin' } });
    expect((await call('GET', '/isps/projectSetting/get')).json().result.appName).toBe('江城出行');

    const stale = await call('PUT', '/isps/projectSetting/edit', { appName: '别的名字', servicePhone: '027-96390', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', '/isps/projectSetting/get')).json().result.appName).toBe('江城出行');
  });

  it('refuses an empty name, a phone that is no phone and a logo not uploaded here, naming the field', async () => {
    const { version } = (await call('GET', '/isps/projectSetting/get')).json().result;
    const cases: Array<[object, string]> = [
      [{ appName: ' ' }, 'appName'],
      [{ servicePhone: '客服' }, 'servicePhone'],
      [{ logo: 'app_image/20260101/0123456789abcdef0123456789abcdef.png' }, 'logo'],
    ];
    for (const [change, field] of cases) {
      const refused = await call('PUT', '/isps/projectSetting/edit', { appName: '江城公交', servicePhone: '027-96390', version, ...change });
      expect(refused.statusCode, field).toBe(422);
      expect(refused.json().result.errors[0].field).toBe(field);
    }
  });
});

describe('主题设置', () => {
  const theme = { primaryColor: '#13c2c2', accentColor: '#FA8C16', navBarColor: '#003A8C', navTextColor: '#FFFFFF' };

  it('saves the colours (upper case) with the version read', async () => {
    expect((await call('GET', '/isps/theme/get')).json().result).toMatchObject({ primaryColor: '#1677FF', version: 0 });
    const saved = await call('PUT', '/isps/theme/edit', { ...theme, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ primaryColor: '#13C2C2', navBarColor: '#003A8C', version: 1 });
    expect((await call('PUT', '/isps/theme/edit', { ...theme, version: 0 })).statusCode).toBe(409);
  });

  it('refuses a colour that is not #RRGGBB, and navigation text unreadable on its bar, naming the field', async () => {
    const wrong = await call('PUT', '/isps/theme/edit', { ...theme, primaryColor: 'red', version: 1 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().result.errors[0].field).toBe('primaryColor');
    const faint = await call('PUT', '/isps/theme/edit', { ...theme, navBarColor: '#FFFFFF', navTextColor: '#FFFF00', version: 1 });
    expect(faint.statusCode).toBe(422);
    expect(faint.json().result.errors[0].field).toBe('navTextColor');
    expect(faint.json().result.errors[0].message).toContain('对比度');
  });
});
