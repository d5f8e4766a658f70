import { ResultCode } from '../../openapi/codes';

/** The body of every API answer (spec section 8). */
export interface Envelope<T = unknown> {
  code: number;
  /** The code's name from openapi/codes.ts in snake_case ('ok', 'invalid_input'): for scripts; `detail` is for people. */
  msg: string;
  detail: string;
  data: T;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const codeNames = new Map<number, string>(Object.entries(ResultCode).map(([name, code]) => [code, snakeCase(name)]));

export function codeName(code: number): string {
  return codeNames.get(code) ?? 'error';
}

export function envelope<T>(code: number, detail: string, data: T): Envelope<T> {
  return { code, msg: codeName(code), detail, data };
}

export function success<T>(data: T): Envelope<T> {
  return envelope(ResultCode.ok, '', data);
}
