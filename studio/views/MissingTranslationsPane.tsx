import { Box, Card, Flex, Spinner, Stack, Text } from '@sanity/ui'
import { forwardRef, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { pathToString, Preview, useSchema } from 'sanity'
import { usePaneRouter, type ChildLinkProps, type UserComponent } from 'sanity/structure'
import { LANGUAGE_TITLES } from '../../schemas/languages'
import type { DocumentTranslations, MissingTranslation } from '../../schemas/studio/missingTranslations'
import { useFunnelTranslations } from './useFunnelTranslations'

const titles: Record<string, string | undefined> = LANGUAGE_TITLES
const languageTitle = (language: string) => titles[language] ?? language

/** Opens the document to the right, focused on the missing language field. */
function OpenAtField({ document, missing, selected, children }: { document: DocumentTranslations; missing: MissingTranslation; selected: boolean; children: ReactNode }) {
  const { ChildLink } = usePaneRouter()
  const path = pathToString(missing.path)
  const Link = useMemo(
    () =>
      forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<'a'>>(function Link(anchorProps, ref) {
        // ChildLink renders an anchor and passes other props on (as Studio's own list items
        // use it); its type names only its own props.
        const props = { ...anchorProps, style: { ...anchorProps.style, textDecoration: 'none', color: 'inherit' }, ref, childId: document._id, childParameters: { type: document._type, path } }
        return <ChildLink {...(props as ChildLinkProps)} />
      }),
    [ChildLink, document._id, document._type, path],
  )
  return (
    <Card as={Link} padding={2} radius={2} pressed={selected} tone="inherit">
      {children}
    </Card>
  )
}

function DocumentEntry({ document, openId }: { document: DocumentTranslations; openId: string | undefined }) {
  const schemaType = useSchema().get(document._type)
  return (
    <Card radius={2} border padding={1}>
      <Stack space={1}>
        {schemaType ? <Preview schemaType={schemaType} value={{ _id: document._id, _type: document._type }} layout="default" /> : <Text weight="medium">{document._id}</Text>}
        {document.missing.map((missing) => (
          <OpenAtField key={`${pathToString(missing.path)}`} document={document} missing={missing} selected={openId === document._id}>
            <Stack space={2}>
              <Text size={1} weight="medium">
                {missing.field}: {languageTitle(missing.language)} missing
              </Text>
              <Text size={1} muted textOverflow="ellipsis">
                {missing.english}
              </Text>
            </Stack>
          </OpenAtField>
        ))}
      </Stack>
    </Card>
  )
}

/**
 * Every text of a funnel (its settings, pages, option sets and e-mails) whose English has no
 * translation, by document and field; a click opens the document beside the list, at the field.
 */
export const MissingTranslationsPane: UserComponent = ({ options, childItemId }) => {
  const funnelId = typeof options?.funnelId === 'string' ? options.funnelId : undefined
  const state = useFunnelTranslations(funnelId)
  if (state.status === 'loading') {
    return (
      <Flex padding={4} justify="center">
        <Spinner muted />
      </Flex>
    )
  }
  if (state.status === 'failed') {
    return (
      <Box padding={4}>
        <Text size={1}>Could not read this funnel&apos;s documents: {state.message}</Text>
      </Box>
    )
  }
  const count = state.report.reduce((sum, document) => sum + document.missing.length, 0)
  return (
    <Box padding={3}>
      <Stack space={3}>
        <Text size={1} muted>
          {count === 0 ? 'Every English text of this funnel is translated.' : `${count} ${count === 1 ? 'text misses' : 'texts miss'} a translation in ${state.report.length} ${state.report.length === 1 ? 'document' : 'documents'}. English is shown instead until they are written.`}
        </Text>
        {state.report.map((document) => (
          <DocumentEntry key={document._id} document={document} openId={childItemId} />
        ))}
      </Stack>
    </Box>
  )
}
