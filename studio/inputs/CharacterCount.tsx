import { Badge, Flex } from '@sanity/ui'

/**
 * "42 / 90" under a text with a practical length, in the caution colour beyond it. Counted as
 * the length warning on the field counts, so the two agree.
 */
export function CharacterCount({ value, limit }: { value: unknown; limit: number }) {
  const length = typeof value === 'string' ? value.length : 0
  const over = length > limit
  return (
    <Flex justify="flex-end">
      <Badge tone={over ? 'caution' : 'default'} fontSize={0} aria-label={`${length} of about ${limit} characters${over ? ': may not fit on a phone' : ''}`}>
        {length} / {limit}
      </Badge>
    </Flex>
  )
}
