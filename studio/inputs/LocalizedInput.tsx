import { Grid, Stack } from '@sanity/ui'
import { ObjectInputMember, useFormValue, type ObjectInputProps } from 'sanity'
import { practicalLimit } from '../../schemas/studio/practicalLimit'
import { CharacterCount } from './CharacterCount'

/**
 * A localised text with its languages side by side (English beside Polish; e-mail languages two
 * to a row), each language with its own validation (a missing Polish text warns on that field)
 * and, where the copy has a practical length, a character count under each language.
 */
export function LocalizedInput(props: ObjectInputProps) {
  const documentType = useFormValue(['_type'])
  const limit = practicalLimit(documentType, props.path)
  const { renderAnnotation, renderBlock, renderField, renderInlineBlock, renderInput, renderItem, renderPreview } = props
  return (
    <Grid columns={[1, 1, 2]} gap={3}>
      {props.members.map((member) => (
        <Stack key={member.key} space={2}>
          <ObjectInputMember
            member={member}
            renderAnnotation={renderAnnotation}
            renderBlock={renderBlock}
            renderField={renderField}
            renderInlineBlock={renderInlineBlock}
            renderInput={renderInput}
            renderItem={renderItem}
            renderPreview={renderPreview}
          />
          {limit !== undefined && member.kind === 'field' && <CharacterCount value={member.field.value} limit={limit} />}
        </Stack>
      ))}
    </Grid>
  )
}
