/**
 * 项目设置 and 主题设置 (/isps/projectSetting, /isps/theme, issue 24): the passenger app's own
 * settings, one record of each per company, saved with the version read (as 充值设置): its name,
 * service phone and logo; its colours. Until someone saves a page the app uses the defaults below.
 */
import { z } from 'zod';
import { IMAGE_FIELD_PATH } from '../../api/uploads';
import { codes } from '../../permission-codes';
import { MESSAGES, telephone } from '../../validators';

export const ISPS_PROJECT_SETTING_PERMS = codes('isps:projectSetting', ['list', 'edit']);
export const ISPS_THEME_SETTING_PERMS = codes('isps:theme', ['list', 'edit']);

/** a hotline: 96390, 027-96390, 400-027-9639 or 4000279639 */
const SERVICE_PHONE = /^(0\d{2,3}-?)?9\d{4}$|^[48]00-?\d{3}-?\d{4}$/;

const settingAudit = { updateBy: z.string().nullable(), updateTime: z.string().nullable(), version: z.number() };
const editVersion = z.object({ version: z.number({ message: '请刷新后重试（缺少版本号）' }).int().min(0) });

export const projectSettingSaveSchema = z.object({
  appName: z.string({ message: '请输入 APP 名称' }).trim().min(1, '请输入 APP 名称').max(20, 'APP 名称不能超过 20 个字符'),
  servicePhone: z
    .string({ message: '请输入客服电话' })
    .trim()
    .min(1, '请输入客服电话')
    .max(20, '客服电话不能超过 20 个字符')
    // a hotline is often a short number (96390) or a 400 number, which the shared telephone check refuses
    .refine((value) => SERVICE_PHONE.test(value) || telephone(value) === null, MESSAGES.telephone),
  logo: z.string({ message: '请上传 Logo' }).regex(IMAGE_FIELD_PATH, '请上传 Logo').nullish(),
});
export type ProjectSettingSave = z.input<typeof projectSettingSaveSchema>;
export const projectSettingEditSchema = projectSettingSaveSchema.extend(editVersion.shape);
export const projectSettingRecordSchema = z.object({ appName: z.string(), servicePhone: z.string(), logo: z.string().nullable(), ...settingAudit });
export type ProjectSettingRecord = z.infer<typeof projectSettingRecordSchema>;

export const DEFAULT_PROJECT_SETTING = { appName: '江城公交', servicePhone: '027-96390', logo: null };

const HEX = /^#[0-9A-Fa-f]{6}$/;
const color = (label: string) =>
  z
    .string({ message: `请选择${label}` })
    .regex(HEX, `${label}须为 #RRGGBB 格式的颜色`)
    .transform((value) => value.toUpperCase());

export const themeSettingSaveSchema = z.object({
  primaryColor: color('主色'),
  accentColor: color('辅助色'),
  navBarColor: color('导航栏颜色'),
  navTextColor: color('导航栏文字颜色'),
});
export type ThemeSettingSave = z.input<typeof themeSettingSaveSchema>;
export const themeSettingEditSchema = themeSettingSaveSchema.extend(editVersion.shape);
export const themeSettingRecordSchema = z.object({
  primaryColor: z.string(),
  accentColor: z.string(),
  navBarColor: z.string(),
  navTextColor: z.string(),
  ...settingAudit,
});
export type ThemeSettingRecord = z.infer<typeof themeSettingRecordSchema>;

export const DEFAULT_THEME_SETTING = { primaryColor: '#1677FF', accentColor: '#FA8C16', navBarColor: '#0958D9', navTextColor: '#FFFFFF' };

/**
 * The contrast ratio of two #RRGGBB colours (WCAG 2): the navigation bar's text on its colour should
 * reach 4.5 to be readable.
 */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
export const MIN_TEXT_CONTRAST = 4.5;
