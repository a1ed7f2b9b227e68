import { useEffect, useState } from 'react'

/** A value that follows `value` once it has stopped changing for `ms`: typing sends one request, not one per letter. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
