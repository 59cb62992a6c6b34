/**
 * A small calculator: tokenizer, recursive-descent parser and evaluator for + - * / ^ %, parentheses, unary
 * minus and square roots. No eval. Precedence: parentheses, then sqrt and unary minus, then ^ (right
 * associative), then * and /, then + and -. "15 % 80" never parses; the skill rewrites "15% of 80" to "15 % * 80".
 *
 * Expected failures are values: { ok: false, reason: 'divisionByZero' | 'negativeRoot' | 'notANumber' | 'syntax' }.
 */
import type { Outcome } from '../../daemon/outcome.js';

type CalcFailure = 'syntax' | 'divisionByZero' | 'negativeRoot' | 'notANumber';

type Token = { t: 'num'; v: number } | { t: 'op'; v: string };

/** Longest expression accepted, in tokens: a spoken sum is short, and recursion stays shallow. */
const MAX_TOKENS = 64;

function tokenize(s: string): Token[] | null {
  const out: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === ' ') {
      i++;
      continue;
    }
    const num = /^\d+(?:\.\d+)?|^\.\d+/.exec(s.slice(i));
    if (num) {
      out.push({ t: 'num', v: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    if (s.startsWith('sqrt', i)) {
      out.push({ t: 'op', v: 'sqrt' });
      i += 4;
      continue;
    }
    if ('+-*/^%()'.includes(c)) {
      out.push({ t: 'op', v: c });
      i++;
      continue;
    }
    return null;
  }
  return out.length > 0 && out.length <= MAX_TOKENS ? out : null;
}

class Fail extends Error {
  constructor(readonly reason: CalcFailure) {
    super(reason);
  }
}

/** Parses and evaluates in one pass. */
class Parser {
  #i = 0;
  constructor(private readonly tokens: Token[]) {}

  run(): number {
    const v = this.expr();
    if (this.#i !== this.tokens.length) throw new Fail('syntax');
    return v;
  }

  #peek(): Token | undefined {
    return this.tokens[this.#i];
  }

  #eat(op: string): boolean {
    const tok = this.#peek();
    if (tok?.t === 'op' && tok.v === op) {
      this.#i++;
      return true;
    }
    return false;
  }

  expr(): number {
    let v = this.term();
    for (;;) {
      if (this.#eat('+')) v += this.term();
      else if (this.#eat('-')) v -= this.term();
      else return v;
    }
  }

  term(): number {
    let v = this.unary();
    for (;;) {
      if (this.#eat('*')) v *= this.unary();
      else if (this.#eat('/')) {
        const d = this.unary();
        if (d === 0) throw new Fail('divisionByZero');
        v /= d;
      } else return v;
    }
  }

  unary(): number {
    if (this.#eat('-')) return -this.unary();
    if (this.#eat('+')) return this.unary();
    if (this.#eat('sqrt')) {
      const v = this.unary();
      if (v < 0) throw new Fail('negativeRoot');
      return Math.sqrt(v);
    }
    return this.power();
  }

  power(): number {
    const base = this.postfix();
    if (this.#eat('^')) return base ** this.unary();
    return base;
  }

  postfix(): number {
    let v = this.primary();
    while (this.#eat('%')) v /= 100;
    return v;
  }

  primary(): number {
    const tok = this.#peek();
    if (tok?.t === 'num') {
      this.#i++;
      return tok.v;
    }
    if (this.#eat('(')) {
      const v = this.expr();
      if (!this.#eat(')')) throw new Fail('syntax');
      return v;
    }
    throw new Fail('syntax');
  }
}

/** Evaluates an expression like "2+2*3" or "sqrt 144" or "15 % * 80". */
export function evaluate(expression: string): Outcome<number, CalcFailure> {
  const tokens = tokenize(expression);
  if (!tokens) return { ok: false, reason: 'syntax' };
  try {
    const value = new Parser(tokens).run();
    if (!Number.isFinite(value)) return { ok: false, reason: 'notANumber' };
    return { ok: true, value };
  } catch (err) {
    if (err instanceof Fail) return { ok: false, reason: err.reason };
    throw err;
  }
}

/** Whether the token list has something to compute (an operator or a root), not just a number. */
export function hasOperation(expression: string): boolean {
  const tokens = tokenize(expression);
  return !!tokens && tokens.some((t) => t.t === 'op' && t.v !== '(' && t.v !== ')') && tokens.some((t) => t.t === 'num');
}
