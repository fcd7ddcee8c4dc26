/**
 * Whether an address can be sent to at all. Deliberately loose (one @, a dot in the domain, no
 * spaces, at most 254 characters): it rejects what no server accepts and leaves the rest to the
 * relay, whose 5xx answer marks the job failed.
 */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const isDeliverableAddress = (address: string) => address.length <= 254 && ADDRESS.test(address)

export const invalidAddressError = (address: string) => `Invalid recipient address "${address.slice(0, 254)}"`
