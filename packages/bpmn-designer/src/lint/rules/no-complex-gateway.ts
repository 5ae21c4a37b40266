/** Complex gateways are not run by the engines (nor by the token simulation). */
import { is, type RuleFactory } from './moddle';

export const noComplexGateway: RuleFactory = () => ({
  check(node, reporter) {
    if (is(node, 'bpmn:ComplexGateway')) {
      reporter.report(node.id!, '不支持复杂网关');
    }
  },
});
