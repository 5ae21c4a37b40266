export const tenants = [
  { id: 1, name: '江城公交集团' },
  { id: 2, name: '江城城郊客运' },
];

export const systemSetting = {
  systematicName: '江城',
  systemLogoUrl: '/branding/logo.svg',
  systemBackdropUrl: '/branding/login-bg.svg',
};
