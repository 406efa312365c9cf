import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: type-ahead asks the API once per pause. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
