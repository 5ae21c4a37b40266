/**
 * The toolbar switch of the token simulation (spec 02; key t does the same on the canvas).
 * It follows the simulation's state however it was switched.
 */
/// <reference path="./vendor.d.ts" />
import { Switch, Tooltip } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import type { ToggleMode } from './simulation-types';
import { useSimulationActive } from './use-simulation-active';

export interface SimulationToggleProps {
  modeler: Modeler | null | undefined;
}

const HELP = '快捷键 T 开关模拟；模拟中 L 日志、空格 暂停/继续、R 重置。模拟时模型只读。';

export function SimulationToggle({ modeler }: SimulationToggleProps) {
  const active = useSimulationActive(modeler);

  return (
    <Tooltip title={HELP}>
      <span className="bus-simulation-toggle">
        <Switch
          size="small"
          checked={active}
          disabled={!modeler}
          aria-label="流程模拟"
          onChange={(checked) => modeler?.get<ToggleMode>('toggleMode').toggleMode(checked)}
        />
        <span style={{ marginLeft: 6 }}>流程模拟</span>
      </span>
    </Tooltip>
  );
}
