/**
 * GTFS route_type: the reference's basic modes (0-7, 11, 12) and Google's extended route types
 * (the European TPEG "hierarchical vehicle type" codes 100-1702), which many real feeds use (a
 * city's buses as 700-717, railways as 100-117). A route keeps the code it was given; where the app
 * needs one of the basic modes (a plausible top speed, an icon), `basicRouteType` maps it. A code
 * neither list defines is still a number a producer chose: validation warns about it and the
 * import keeps it, as MobilityData's validator treats an unexpected enum value.
 */

/** the basic modes of the GTFS reference */
export const BASIC_ROUTE_TYPES: Readonly<Record<number, string>> = {
  0: '有轨电车、轻轨',
  1: '地铁',
  2: '铁路',
  3: '公交车',
  4: '轮渡',
  5: '缆索电车',
  6: '空中缆车',
  7: '缆索铁路',
  11: '无轨电车',
  12: '单轨',
};

/** [code, name, basic mode or null when none fits (air travel)] of Google's extended route types */
const EXTENDED: ReadonlyArray<readonly [number, string, number | null]> = [
  [100, '铁路服务', 2],
  [101, '高速铁路', 2],
  [102, '长途列车', 2],
  [103, '跨区域铁路', 2],
  [104, '汽车运输列车', 2],
  [105, '卧铺列车', 2],
  [106, '区域铁路', 2],
  [107, '旅游铁路', 2],
  [108, '铁路接驳（园区内）', 2],
  [109, '市郊铁路', 2],
  [110, '替代铁路服务', 2],
  [111, '特殊铁路服务', 2],
  [112, '货车运输铁路', 2],
  [113, '全部铁路服务', 2],
  [114, '跨国铁路', 2],
  [115, '车辆运输铁路', 2],
  [116, '齿轨铁路', 2],
  [117, '其他铁路服务', 2],
  [200, '长途客车', 3],
  [201, '国际长途客车', 3],
  [202, '国内长途客车', 3],
  [203, '接驳客车', 3],
  [204, '区域长途客车', 3],
  [205, '特殊长途客车', 3],
  [206, '观光客车', 3],
  [207, '旅游客车', 3],
  [208, '通勤客车', 3],
  [209, '全部长途客车', 3],
  [400, '城市轨道交通', 1],
  [401, '地铁', 1],
  [402, '地下铁路', 1],
  [403, '城市铁路', 1],
  [404, '全部城市轨道', 1],
  [405, '单轨', 12],
  [700, '公交服务', 3],
  [701, '区域公交', 3],
  [702, '快速公交', 3],
  [703, '站站停公交', 3],
  [704, '本地公交', 3],
  [705, '夜班公交', 3],
  [706, '邮政巴士', 3],
  [707, '特殊需求公交', 3],
  [708, '出行辅助公交', 3],
  [709, '残障人士专用公交', 3],
  [710, '观光公交', 3],
  [711, '接驳班车', 3],
  [712, '校车', 3],
  [713, '校车兼公共公交', 3],
  [714, '铁路替代公交', 3],
  [715, '需求响应公交', 3],
  [716, '全部公交服务', 3],
  [717, '合乘出租', 3],
  [800, '无轨电车', 11],
  [900, '有轨电车服务', 0],
  [901, '城市有轨电车', 0],
  [902, '本地有轨电车', 0],
  [903, '区域有轨电车', 0],
  [904, '观光有轨电车', 0],
  [905, '接驳有轨电车', 0],
  [906, '全部有轨电车', 0],
  [1000, '水上交通', 4],
  [1100, '航空', null],
  [1200, '轮渡', 4],
  [1300, '空中索道', 6],
  [1301, '吊厢索道', 6],
  [1302, '缆车', 6],
  [1303, '电梯', 6],
  [1304, '吊椅索道', 6],
  [1305, '拖牵索道', 6],
  [1306, '小型吊厢索道', 6],
  [1307, '全部索道', 6],
  [1400, '缆索铁路', 7],
  [1500, '出租车', 3],
  [1501, '社区合乘出租', 3],
  [1502, '水上出租', 4],
  [1503, '轨道出租', 2],
  [1504, '自行车出租', 3],
  [1505, '持牌出租车', 3],
  [1506, '网约车', 3],
  [1507, '全部出租服务', 3],
  [1700, '其他交通', null],
  [1702, '马车', 3],
];

const EXTENDED_BY_CODE = new Map(EXTENDED.map(([code, name, basic]) => [code, { name, basic }]));

/** whether the reference or Google's extension defines the code */
export const isKnownRouteType = (code: number) => Object.hasOwn(BASIC_ROUTE_TYPES, code) || EXTENDED_BY_CODE.has(code);

/** the basic mode of a route type (itself when basic); null for air travel, miscellaneous and unknown codes */
export function basicRouteType(code: number): number | null {
  if (Object.hasOwn(BASIC_ROUTE_TYPES, code)) return code;
  return EXTENDED_BY_CODE.get(code)?.basic ?? null;
}

/** e.g. 公交车, 接驳班车（公交车）, 未定义的类型 1999 */
export function routeTypeName(code: number): string {
  const basic = BASIC_ROUTE_TYPES[code];
  if (basic) return basic;
  const extended = EXTENDED_BY_CODE.get(code);
  if (!extended) return `未定义的类型 ${code}`;
  const mode = extended.basic === null ? undefined : BASIC_ROUTE_TYPES[extended.basic];
  return mode && mode !== extended.name ? `${extended.name}（${mode}）` : extended.name;
}
