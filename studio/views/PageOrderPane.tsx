import { Box, Stack, Text } from '@sanity/ui'
import { useEffect, useRef } from 'react'
import { IntentLink } from 'sanity/router'
import { usePaneRouter, type UserComponent } from 'sanity/structure'

/**
 * "Page order" opens the funnel's form on its pages array, where Studio's own array editor moves
 * pages by drag (or from an item's menu). Studio focuses a field only through the edit intent's
 * `path`, so this pane hands over to that intent at once; the history entry is replaced, so Back
 * returns to the funnel rather than here.
 */
export const PageOrderPane: UserComponent = ({ options }) => {
  const funnelId = typeof options?.funnelId === 'string' ? options.funnelId : undefined
  const { navigateIntent } = usePaneRouter()
  const navigated = useRef(false)
  const params = funnelId ? { id: funnelId, type: 'funnel', path: 'pages' } : undefined

  useEffect(() => {
    if (!funnelId || navigated.current) return
    navigated.current = true
    navigateIntent('edit', { id: funnelId, type: 'funnel', path: 'pages' }, { replace: true })
  }, [funnelId, navigateIntent])

  return (
    <Box padding={4}>
      <Stack space={3}>
        <Text size={1}>Opening the funnel&apos;s pages, where you drag a page to move it…</Text>
        {params && (
          <Text size={1} muted>
            <IntentLink intent="edit" params={params}>
              Open the page list
            </IntentLink>
          </Text>
        )}
      </Stack>
    </Box>
  )
}
