/** 帮助中心: how the shell works, in the app itself (the menu item used to point at an address that did not resolve). */
import { Card, Collapse, Typography } from 'antd';

const TOPICS = [
  {
    key: 'menu',
    label: '找到功能',
    children: (
      <ul>
        <li>左侧菜单列出您有权限使用的全部功能；菜单项由管理员在「系统管理 › 菜单管理」中维护，按角色授权。</li>
        <li>页头的「搜索菜单」框按名称查找功能，回车或点击结果即可打开。</li>
        <li>首页的「快捷入口」可点击「设置」挑选常用功能，只对您自己生效。</li>
      </ul>
    ),
  },
  {
    key: 'tabs',
    label: '多页签',
    children: (
      <ul>
        <li>每打开一个功能就多一个页签，切换页签时页面上已填写的查询条件和翻页位置都会保留。</li>
        <li>右键单击页签可以刷新、关闭左侧、关闭右侧或关闭其他页签；首页页签不能关闭。</li>
        <li>刷新浏览器（F5）后，之前打开的页签会恢复。</li>
      </ul>
    ),
  },
  {
    key: 'forms',
    label: '填写与保存',
    children: (
      <ul>
        <li>保存成功后会提示「添加成功」「编辑成功」或「保存成功」；没有提示说明没有保存。</li>
        <li>填写有误的项会在输入框下方显示原因，改正后再保存即可。</li>
        <li>发布、删除等不能撤回的操作会先请您确认。</li>
      </ul>
    ),
  },
  {
    key: 'account',
    label: '账号与密码',
    children: (
      <ul>
        <li>头像菜单中的「修改密码」用于修改自己的密码；忘记密码时可选择「手机号登录」，用短信验证码登录。</li>
        <li>属于多个部门时，可通过头像菜单中的「切换部门」选择当前部门。</li>
        <li>头像菜单中的「系统设置」可调整菜单风格、主题色和多页签模式，设置保存在当前浏览器中。</li>
      </ul>
    ),
  },
  {
    key: 'contact',
    label: '联系我们',
    children: <p>使用中遇到问题，或需要开通新的功能权限，请联系本单位信息中心的系统管理员。</p>,
  },
];

export default function HelpCenterPage({ title }: { title: string }) {
  return (
    <Card title={title} variant="borderless">
      <Typography.Paragraph type="secondary">公交数字化综合管理平台使用说明</Typography.Paragraph>
      <Collapse defaultActiveKey={['menu', 'tabs']} items={TOPICS} />
    </Card>
  );
}
