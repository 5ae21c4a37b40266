/** Dictionaries: items are [value, text, color?] in display order. */
export const dicts: Array<{ code: string; name: string; items: Array<[string, string, string?]> }> = [
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    items: [
      ['1', '正常', 'green'],
      ['2', '冻结', 'red'],
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    items: [
      ['L', '一般消息', 'blue'],
      ['M', '重要消息', 'orange'],
      ['H', '紧急消息', 'red'],
    ],
  },
  {
    code: 'msg_category',
    name: '消息类型',
    items: [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  },
  {
    code: 'position_rank',
    name: '职级',
    items: [
      ['1', '员级'],
      ['2', '助级'],
      ['3', '中级'],
      ['4', '副高级'],
      ['5', '正高级'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    items: [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '岗位'],
      ['5', '职务'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    items: [
      ['1', '是'],
      ['0', '否'],
    ],
  },
  {
    code: 'valid_status',
    name: '有效状态',
    items: [
      ['1', '有效', 'green'],
      ['0', '无效', 'red'],
    ],
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    items: [
      ['0', '一级菜单'],
      ['1', '子菜单'],
      ['2', '按钮权限'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    items: [
      ['0', '未发布'],
      ['1', '已发布', 'green'],
      ['2', '已撤销', 'red'],
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    items: [
      ['1', '登录日志'],
      ['2', '操作日志'],
      ['3', '前端错误'],
    ],
  },
  {
    code: 'operate_type',
    name: '操作类型',
    items: [
      ['1', '查询'],
      ['2', '添加'],
      ['3', '更新'],
      ['4', '删除'],
      ['5', '导入'],
      ['6', '导出'],
    ],
  },
  {
    code: 'depart_status',
    name: '部门状态',
    items: [
      ['1', '启用'],
      ['0', '不启用'],
    ],
  },
  {
    code: 'tenant_status',
    name: '租户状态',
    items: [
      ['1', '正常', 'green'],
      ['0', '冻结', 'red'],
    ],
  },
  // the designer's personnel dialog: custom assignees, value = the expression the engine resolves
  {
    code: 'wf_custom_assignee',
    name: '流程自定义处理人',
    items: [
      ['${INITIATOR}', '发起人'],
      ['${initiatorDeptLeader}', '发起人部门负责人'],
    ],
  },
  // 公交运营管理: the network (站点管理, 线路管理)
  {
    code: 'ops_stop_facility',
    name: '站点设施',
    items: [
      ['shelter', '候车亭'],
      ['seat', '座椅'],
      ['e_board', '电子站牌'],
      ['accessible', '无障碍'],
      ['lighting', '照明'],
      ['bike', '自行车停放'],
    ],
  },
  {
    code: 'ops_stop_status',
    name: '站点状态',
    items: [
      ['active', '启用', 'green'],
      ['inactive', '停用', 'default'],
    ],
  },
  {
    code: 'ops_location_type',
    name: '站点类型',
    items: [
      ['0', '站点/站台'],
      ['1', '车站'],
    ],
  },
  {
    code: 'ops_line_type',
    name: '线路类型',
    items: [
      ['trunk', '干线'],
      ['branch', '支线'],
      ['night', '夜班线'],
      ['express', '快线'],
      ['custom', '定制公交'],
    ],
  },
  {
    code: 'ops_route_status',
    name: '线路状态',
    items: [
      ['planning', '规划中', 'blue'],
      ['operating', '运营中', 'green'],
      ['suspended', '暂停', 'orange'],
      ['cancelled', '已撤销', 'default'],
    ],
  },
  // 车辆管理, 驾驶员管理, 运营记录
  {
    code: 'ops_energy_type',
    name: '车辆能源类型',
    items: [
      ['diesel', '柴油', 'default'],
      ['cng', '天然气', 'cyan'],
      ['electric', '纯电动', 'green'],
      ['hybrid', '混合动力', 'blue'],
    ],
  },
  {
    code: 'ops_vehicle_status',
    name: '车辆状态',
    items: [
      ['operating', '运营', 'green'],
      ['standby', '备用', 'blue'],
      ['maintenance', '维修', 'orange'],
      ['scrapped', '报废', 'default'],
    ],
  },
  {
    code: 'ops_driver_status',
    name: '驾驶员状态',
    items: [
      ['active', '在岗', 'green'],
      ['leave', '休假', 'blue'],
      ['suspended', '停岗', 'orange'],
      ['resigned', '离职', 'default'],
    ],
  },
  {
    code: 'ops_trip_record_state',
    name: '班次执行状态',
    items: [
      ['planned', '计划', 'default'],
      ['running', '运行中', 'processing'],
      ['completed', '已完成', 'lime'],
      ['cancelled', '已取消', 'red'],
    ],
  },
  // 线路巡检, 公告管理
  {
    code: 'ops_check_category',
    name: '巡检问题类别',
    items: [
      ['stop_facility', '站点设施', 'blue'],
      ['road', '道路', 'cyan'],
      ['vehicle', '车辆', 'purple'],
      ['service', '服务', 'geekblue'],
      ['safety', '安全', 'red'],
      ['other', '其他', 'default'],
    ],
  },
  {
    code: 'ops_check_state',
    name: '巡检处理状态',
    items: [
      ['open', '待处理', 'orange'],
      ['assigned', '已指派', 'blue'],
      ['fixed', '已整改', 'cyan'],
      ['closed', '已关闭', 'green'],
    ],
  },
  {
    code: 'ops_notice_kind',
    name: '乘客公告类型',
    items: [
      ['diversion', '改道', 'orange'],
      ['suspension', '停运', 'red'],
      ['timetable', '时刻调整', 'blue'],
      ['info', '信息', 'default'],
    ],
  },
  {
    code: 'ops_notice_state',
    name: '乘客公告状态',
    items: [
      ['draft', '草稿', 'default'],
      ['published', '已发布', 'green'],
      ['expired', '已过期', 'orange'],
      ['withdrawn', '已撤回', 'red'],
    ],
  },
  // 会员管理, 企业与个人定制, 定制客运票务
  {
    code: 'ops_member_real_name_state',
    name: '会员实名状态',
    items: [
      ['none', '未认证', 'default'],
      ['pending', '待审核', 'blue'],
      ['verified', '已认证', 'green'],
      ['rejected', '未通过', 'red'],
    ],
  },
  {
    code: 'ops_member_status',
    name: '会员状态',
    items: [
      ['normal', '正常', 'green'],
      ['frozen', '冻结', 'orange'],
      ['cancelled', '注销', 'default'],
    ],
  },
  {
    code: 'ops_custom_kind',
    name: '定制类型',
    items: [
      ['enterprise', '企业', 'blue'],
      ['personal', '个人', 'cyan'],
    ],
  },
  {
    code: 'ops_custom_state',
    name: '定制需求状态',
    items: [
      ['submitted', '已提交', 'default'],
      ['evaluating', '评估中', 'processing'],
      ['opened', '已开线', 'green'],
      ['rejected', '未通过', 'red'],
    ],
  },
  {
    code: 'ops_custom_ticket_state',
    name: '定制票务状态',
    items: [
      ['paid', '已支付', 'blue'],
      ['used', '已使用', 'green'],
      ['refunded', '已退款', 'orange'],
      ['cancelled', '已取消', 'default'],
    ],
  },
  {
    code: 'isps_pay_channel',
    name: '支付渠道',
    items: [
      ['cash', '现金', 'default'],
      ['wechat', '微信支付', 'green'],
      ['alipay', '支付宝', 'blue'],
      ['unionpay', '银联', 'cyan'],
    ],
  },
  {
    code: 'isps_card_type',
    name: '卡类型',
    items: [
      ['ordinary', '普通卡', 'default'],
      ['student', '学生卡', 'blue'],
      ['elderly', '老年卡', 'orange'],
      ['annual', '年卡', 'purple'],
      ['monthly', '月卡', 'cyan'],
    ],
  },
  {
    code: 'isps_card_state',
    name: '卡片状态',
    items: [
      ['active', '正常', 'green'],
      ['lost', '已挂失', 'orange'],
      ['replaced', '已补卡', 'default'],
      ['returned', '已退卡', 'default'],
      ['pending', '待审核', 'blue'],
      ['refused', '未通过', 'default'],
    ],
  },
  {
    code: 'isps_real_name_state',
    name: '实名申请状态',
    items: [
      ['pending', '待审核', 'orange'],
      ['approved', '已通过', 'green'],
      ['rejected', '已驳回', 'red'],
    ],
  },
  {
    code: 'isps_annual_card_state',
    name: '年卡申请状态',
    items: [
      ['reviewing', '审核中', 'blue'],
      ['approved', '已通过', 'green'],
      ['rejected', '未通过', 'red'],
      ['withdrawn', '已撤回', 'default'],
    ],
  },
  {
    code: 'isps_ledger_kind',
    name: '卡内流水类型',
    items: [
      ['load', '开卡充值', 'blue'],
      ['topup', '充值', 'blue'],
      ['fare', '乘车扣费', 'default'],
      ['refund', '退款', 'orange'],
      ['fee', '手续费', 'orange'],
      ['transfer_out', '余额转出', 'default'],
      ['transfer_in', '余额转入', 'green'],
      ['return', '退卡退款', 'orange'],
    ],
  },
  {
    code: 'isps_card_action',
    name: '卡务操作',
    items: [
      ['issue', '办卡', 'blue'],
      ['topup', '充值', 'blue'],
      ['report_lost', '挂失', 'orange'],
      ['unblock', '解挂', 'green'],
      ['replace', '补卡', 'purple'],
      ['return', '退卡', 'default'],
      ['month_pass', '月卡开通', 'cyan'],
    ],
  },
  {
    code: 'isps_order_kind',
    name: '订单类型',
    items: [
      ['topup', '在线充值', 'blue'],
      ['day_ticket', '日票', 'cyan'],
      ['month_pass', '月卡', 'purple'],
    ],
  },
  {
    code: 'isps_order_state',
    name: '订单状态',
    items: [
      ['unpaid', '待支付', 'default'],
      ['paid', '已支付', 'green'],
      ['part_refunded', '部分退款', 'orange'],
      ['refunded', '已退款', 'default'],
      ['closed', '已关闭', 'default'],
    ],
  },
  {
    code: 'isps_txn_kind',
    name: '收退款类型',
    items: [
      ['pay', '支付', 'blue'],
      ['refund', '退款', 'orange'],
    ],
  },
  {
    code: 'isps_txn_state',
    name: '收退款状态',
    items: [
      ['success', '成功', 'green'],
      ['approving', '审批中', 'orange'],
      ['rejected', '未通过', 'default'],
    ],
  },
  {
    code: 'isps_recon_channel',
    name: '对账渠道',
    items: [
      ['wechat', '微信支付', 'green'],
      ['alipay', '支付宝', 'blue'],
    ],
  },
  {
    code: 'isps_recon_source',
    name: '对账单来源',
    items: [
      ['upload', '手工导入', 'default'],
      ['auto', '自动对账', 'cyan'],
    ],
  },
  {
    code: 'isps_recon_diff_kind',
    name: '对账差异类型',
    items: [
      ['missing_ours', '我方缺失', 'red'],
      ['missing_theirs', '渠道缺失', 'orange'],
      ['amount', '金额不符', 'red'],
      ['state', '状态不符', 'orange'],
    ],
  },
  {
    code: 'isps_unusual_rule',
    name: '异常交易规则',
    items: [
      ['balance_mismatch', '余额与流水不符', 'red'],
      ['rapid_topups', '短时多次充值', 'orange'],
      ['duplicate_fare', '重复扣费', 'orange'],
      ['negative_balance', '余额为负', 'red'],
      ['refund_over_paid', '退款超过实付', 'red'],
    ],
  },
  {
    code: 'isps_unusual_state',
    name: '异常交易状态',
    items: [
      ['open', '待处理', 'orange'],
      ['resolved', '已处理', 'green'],
    ],
  },
  {
    code: 'isps_feedback_type',
    name: '反馈类型',
    items: [
      ['service', '服务态度'],
      ['route', '线路与班次'],
      ['vehicle', '车辆与设施'],
      ['card', '乘车卡与支付'],
      ['app', 'APP 使用'],
      ['suggestion', '建议'],
      ['other', '其他'],
    ],
  },
  {
    code: 'isps_feedback_state',
    name: '反馈状态',
    items: [
      ['pending', '待处理', 'orange'],
      ['processing', '处理中', 'blue'],
      ['replied', '已回复', 'green'],
      ['closed', '已关闭', 'default'],
    ],
  },
  {
    code: 'isps_article_state',
    name: '资讯发布状态',
    items: [
      ['draft', '草稿', 'default'],
      ['published', '已发布', 'green'],
    ],
  },
  {
    code: 'isps_custom_state',
    name: '定制需求状态',
    items: [
      ['pending', '待联系', 'orange'],
      ['contacted', '已联系', 'blue'],
      ['arranged', '已安排', 'green'],
      ['declined', '无法安排', 'default'],
    ],
  },
  {
    code: 'isps_ad_slot',
    name: '广告位',
    items: [
      ['splash', '启动页'],
      ['home_banner', '首页横幅'],
      ['popup', '首页弹窗'],
      ['ride_code', '乘车码页'],
    ],
  },
  {
    code: 'isps_ad_state',
    name: '广告状态',
    items: [
      ['pending', '待投放', 'orange'],
      ['running', '投放中', 'green'],
      ['paused', '已暂停', 'default'],
      ['ended', '已结束', 'default'],
    ],
  },
  {
    code: 'isps_app_platform',
    name: 'APP 平台',
    items: [
      ['android', 'Android', 'green'],
      ['ios', 'iOS', 'blue'],
    ],
  },
  {
    code: 'isps_agreement_state',
    name: '协议版本状态',
    items: [
      ['draft', '草稿', 'default'],
      ['current', '当前版本', 'green'],
      ['archived', '历史版本', 'default'],
    ],
  },
  {
    code: 'bc_vehicle_type',
    name: '包车车型',
    items: [
      ['large', '大型客车', 'blue'],
      ['medium', '中型客车', 'cyan'],
      ['small', '小型客车', 'green'],
      ['business', '商务车', 'purple'],
    ],
  },
  {
    code: 'bc_package_state',
    name: '包车套餐状态',
    items: [
      ['published', '已发布', 'green'],
      ['withdrawn', '已下架', 'default'],
    ],
  },
  {
    code: 'bc_question_kind',
    name: '评价问题回答方式',
    items: [
      ['score', '评分（1–5 星）', 'gold'],
      ['choice', '选择', 'blue'],
      ['text', '文字', 'default'],
    ],
  },
  {
    code: 'bc_customer_kind',
    name: '包车客户类型',
    items: [
      ['school', '学校', 'blue'],
      ['company', '企业', 'cyan'],
      ['tour', '旅行团', 'purple'],
      ['person', '个人', 'default'],
    ],
  },
  {
    code: 'bc_demand_state',
    name: '包车需求状态',
    items: [
      ['new', '待报价', 'orange'],
      ['quoted', '已报价', 'blue'],
      ['ordered', '已成单', 'green'],
      ['closed', '已关闭', 'default'],
    ],
  },
  {
    code: 'bc_order_state',
    name: '包车订单状态',
    items: [
      ['draft', '草稿', 'default'],
      ['quoted', '已报价', 'blue'],
      ['confirmed', '已确认', 'cyan'],
      ['deposit_paid', '已付定金', 'geekblue'],
      ['dispatched', '已派车', 'purple'],
      ['in_service', '服务中', 'orange'],
      ['completed', '已完成', 'lime'],
      ['settled', '已结算', 'green'],
      ['cancelled', '已取消', 'red'],
    ],
  },
];
