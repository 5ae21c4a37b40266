import type { FastifyBaseLogger } from 'fastify';

/** Sends a login code by text message. A real gateway plugs in here later. */
export interface SmsSender {
  send(mobile: string, code: string): Promise<void>;
}

/** Default sender: writes the code to the server log (no gateway configured). */
export function createLogSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(mobile, code) {
      log.info({ mobile, code }, `短信验证码 ${code} 已发送至 ${mobile}（未配置短信网关，仅记录日志）`);
    },
  };
}
