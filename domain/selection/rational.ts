/**
 * Exact fractions over BigInt for the selection rules: money in a `.pb` file may have cents
 * (543715.64), and equal shares divides it among thousands of voters, so a float would drift and
 * could fund the wrong proposal on a tie. Always kept reduced, with a positive denominator.
 */
export class Rational {
  readonly num: bigint
  readonly den: bigint

  private constructor(num: bigint, den: bigint) {
    this.num = num
    this.den = den
  }

  static of(num: bigint, den = 1n): Rational {
    if (den === 0n) throw new RangeError('Rational with a zero denominator')
    if (den < 0n) {
      num = -num
      den = -den
    }
    const g = gcd(num, den)
    return g === 1n ? new Rational(num, den) : new Rational(num / g, den / g)
  }

  /** A plain decimal written with a dot ('543715.64', '-3', '7.5'); null when the text is not one. */
  static parseDecimal(text: string): Rational | null {
    const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text)
    if (!match) return null
    const [, sign, whole, fraction = ''] = match
    const value = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n)
    return Rational.of(value, 10n ** BigInt(fraction.length))
  }

  add(other: Rational): Rational {
    return Rational.of(this.num * other.den + other.num * this.den, this.den * other.den)
  }

  sub(other: Rational): Rational {
    return Rational.of(this.num * other.den - other.num * this.den, this.den * other.den)
  }

  mul(other: Rational): Rational {
    return Rational.of(this.num * other.num, this.den * other.den)
  }

  div(other: Rational): Rational {
    return Rational.of(this.num * other.den, this.den * other.num)
  }

  compare(other: Rational): -1 | 0 | 1 {
    const left = this.num * other.den
    const right = other.num * this.den
    return left < right ? -1 : left > right ? 1 : 0
  }

  isZero(): boolean {
    return this.num === 0n
  }

  isNegative(): boolean {
    return this.num < 0n
  }

  /** For display only: the nearest double (exact for the money a city handles). */
  toNumber(): number {
    const whole = this.num / this.den
    const rest = this.num - whole * this.den
    // 1e15 keeps 15 significant decimals of the fractional part without overflowing a double.
    return Number(whole) + Number((rest * 1_000_000_000_000_000n) / this.den) / 1e15
  }

  /** 'n/d', or 'n' for a whole number: the exact value, for anyone who wants to check a result. */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`
  }

  /** The exact decimal ('543715.64'), or null when the denominator has a factor other than 2 and 5. */
  toDecimal(): string | null {
    let den = this.den
    let twos = 0
    let fives = 0
    while (den % 2n === 0n) {
      den /= 2n
      twos++
    }
    while (den % 5n === 0n) {
      den /= 5n
      fives++
    }
    if (den !== 1n) return null
    const digits = Math.max(twos, fives)
    const scaled = (this.num * 10n ** BigInt(digits)) / this.den
    const negative = scaled < 0n
    const text = (negative ? -scaled : scaled).toString().padStart(digits + 1, '0')
    const body = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`
    return negative ? `-${body}` : body
  }
}

export function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a
  if (b < 0n) b = -b
  while (b !== 0n) {
    const t = a % b
    a = b
    b = t
  }
  return a
}

/** Money as the callers have it: integer euros (number or bigint), a decimal text, or a fraction. */
export type Money = number | bigint | string | Rational

export function toRational(value: Money): Rational {
  if (value instanceof Rational) return value
  if (typeof value === 'bigint') return Rational.of(value)
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`)
    if (Number.isInteger(value)) return Rational.of(BigInt(value))
  }
  const parsed = Rational.parseDecimal(String(value))
  if (!parsed) throw new RangeError(`Not a decimal amount: ${value}`)
  return parsed
}

/** An exact value as JSON can carry it ('n/d'), with the nearest number for display. */
export interface ExactNumber {
  exact: string
  value: number
}

export function exactNumber(value: Rational): ExactNumber {
  return { exact: value.toString(), value: value.toNumber() }
}
