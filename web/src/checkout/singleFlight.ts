/**
 * Calls keyed by what makes them the same: while one is known, asking again with its key shares
 * it instead of starting a second (identical concurrent pricing lookups, a checkout URL's
 * payment session, a returning session's status check). `forget` lets the next ask start anew.
 */
export interface SingleFlight<T> {
  run(key: string, start: () => Promise<T>): Promise<T>
  forget(key: string): void
}

export function singleFlight<T>(): SingleFlight<T> {
  const flights = new Map<string, Promise<T>>()
  return {
    run(key, start) {
      let flight = flights.get(key)
      if (!flight) {
        flight = start()
        flights.set(key, flight)
      }
      return flight
    },
    forget: (key) => void flights.delete(key),
  }
}
