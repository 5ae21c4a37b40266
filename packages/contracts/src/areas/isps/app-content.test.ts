import { describe, expect, it } from 'vitest';
import { appLinkSchema, optionalAppLinkSchema } from './app-link';
import { contrastRatio, DEFAULT_THEME_SETTING, MIN_TEXT_CONTRAST, projectSettingSaveSchema, themeSettingSaveSchema } from './app-setting';
import { appUpdateSaveSchema } from './app-update';
import { stationCodeContent } from './one-station-one-code';
import { validityOf } from './rotation-map';

describe('轮播图 validity', () => {
  it('is upcoming before the start, active from the start until the end, expired from the end', () => {
    const from = '2026-03-01 00:00:00';
    const to = '2026-03-31 23:59:59';
    expect(validityOf(from, to, '2026-02-28 23:59:59')).toBe('upcoming');
    expect(validityOf(from, to, from)).toBe('active');
    expect(validityOf(from, to, '2026-03-15 12:00:00')).toBe('active');
    expect(validityOf(from, to, to)).toBe('expired');
  });
});

describe('app links', () => {
  it('take web addresses and app pages, never a script or data link', () => {
    const link = appLinkSchema('跳转链接');
    for (const good of ['https://m.jcbus.cn/spring', 'http://example.com/a?b=1', '/pages/ride-code/index', '/pages/news/detail?id=4'])
      expect(link.safeParse(good).success, good).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'pages/relative', 'https://', '/pages/<script>', ''])
      expect(link.safeParse(bad).success, bad).toBe(false);
    expect(appLinkSchema('下载地址', { webOnly: true }).safeParse('/pages/a').success).toBe(false);
  });

  it('an optional link is none when left empty', () => {
    expect(optionalAppLinkSchema('跳转链接').parse('')).toBeNull();
    expect(optionalAppLinkSchema('跳转链接').parse(undefined)).toBeUndefined();
    expect(optionalAppLinkSchema('跳转链接').safeParse('javascript:x').success).toBe(false);
  });
});

describe('APP 更新 and settings', () => {
  const version = { platform: 'android', versionName: '3.2.1', versionCode: 321, releaseNotes: '修复', downloadUrl: 'https://d.example/a.apk' };
  it('a version is named like 3.2.1 with a positive code', () => {
    expect(appUpdateSaveSchema.safeParse(version).success).toBe(true);
    expect(appUpdateSaveSchema.safeParse({ ...version, versionName: 'v3' }).success).toBe(false);
    expect(appUpdateSaveSchema.safeParse({ ...version, versionCode: 0 }).success).toBe(false);
    expect(appUpdateSaveSchema.safeParse({ ...version, versionCode: 3.5 }).success).toBe(false);
  });

  it('a hotline may be a short or a 400 number as well as an ordinary phone', () => {
    for (const phone of ['96390', '027-96390', '400-027-9639', '4000279639', '027-85551006', '13800138000'])
      expect(projectSettingSaveSchema.safeParse({ appName: '江城公交', servicePhone: phone }).success, phone).toBe(true);
    for (const phone of ['客服', '12345', '96390-1'])
      expect(projectSettingSaveSchema.safeParse({ appName: '江城公交', servicePhone: phone }).success, phone).toBe(false);
  });

  it('colours are #RRGGBB kept upper case; the defaults give a readable navigation bar', () => {
    expect(themeSettingSaveSchema.parse({ ...DEFAULT_THEME_SETTING, primaryColor: '#13c2c2' }).primaryColor).toBe('#13C2C2');
    expect(themeSettingSaveSchema.safeParse({ ...DEFAULT_THEME_SETTING, accentColor: 'orange' }).success).toBe(false);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio(DEFAULT_THEME_SETTING.navTextColor, DEFAULT_THEME_SETTING.navBarColor)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('一站一码', () => {
  it('a stop’s code opens its page by the stop’s code, escaped', () => {
    expect(stationCodeContent('X100')).toBe('https://m.jcbus.cn/station?code=X100');
    expect(stationCodeContent('A&B 1')).toBe('https://m.jcbus.cn/station?code=A%26B%201');
  });
});
