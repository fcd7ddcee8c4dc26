import { Suspense } from 'react'
import { SAMPLE_EMAIL_VALUES } from '../../../../schemas/emailTemplate/sampleValues'
import { funnelIndex } from '../../content/snapshot'
import { Loading } from '../Loading'
import { FunnelEmails } from './FunnelEmails'

/**
 * The e-mail tester (spec 2.1, content not shown): every funnel's e-mail templates in each of
 * its e-mail languages, with sample values filled in, so a copywriter can proofread them and
 * see which translations are missing (those fall back to English when sent).
 */
export default function EmailTester() {
  return (
    <main className="email-tester">
      <h1>E-mail tester</h1>
      <p>Sample values: e-mail {SAMPLE_EMAIL_VALUES.email}, result “{SAMPLE_EMAIL_VALUES.resultName}”, app link {SAMPLE_EMAIL_VALUES.appLink}.</p>
      {funnelIndex.map((funnel) => (
        <Suspense key={funnel.key} fallback={<Loading />}>
          <FunnelEmails funnelKey={funnel.key} />
        </Suspense>
      ))}
    </main>
  )
}
