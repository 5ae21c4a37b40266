/**
 * Without MAP_STYLE_URL the maps draw lines and stops on a plain background (offline installs):
 * say so on the map, so "click on the map" does not look broken, and tell an administrator how to
 * give the maps a base map. The how-to is for those who run the system (菜单管理's editors), not
 * for the operators who only use the maps.
 */
import { PERMS } from '@bus/contracts';
import { usePermission } from '../../lib/permissions';

export const BASE_MAP_SETUP_PERMISSION = PERMS.system.permission.edit;

export function BaseMapNotice() {
  const { can } = usePermission();
  return (
    <div className="transit-map-notice" role="note" data-testid="map-base-notice">
      <div>未配置底图（MAP_STYLE_URL），仅显示线路与站点</div>
      {can(BASE_MAP_SETUP_PERMISSION) && (
        <div className="transit-map-notice-howto">
          管理员：在服务器环境变量 MAP_STYLE_URL 中填写 MapLibre 样式（style.json）的地址或本服务器上的路径，重启服务后各地图即显示底图。
        </div>
      )}
    </div>
  );
}
