import { ChartUpwardIcon } from '@sanity/icons'
import { Badge, Box, Button, Card, Flex, Heading, Spinner, Stack, Text, useToast } from '@sanity/ui'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { definePlugin, useClient, useColorSchemeValue } from 'sanity'
import { IntentLink } from 'sanity/router'
import type { ExperimentReport, TestReport } from '../../../functions/src/analytics/experimentReport'
import { reportHtml } from '../../../functions/src/analytics/render/reportHtml'
import { headlineOf, parseReport, winnerOf } from './experimentSummary'
import { draftWinner } from './winnerDraft'

const API_VERSION = '2025-02-19'
const REPORTS = `*[_type == "experimentReport"] | order(funnel asc) { funnel, generatedAt, reportJson }`

interface StoredReport {
  funnel: string
  generatedAt: string
  reportJson: string
}

function TestRow({ report, test, onOpen }: { report: ExperimentReport; test: TestReport; onOpen: () => void }) {
  const client = useClient({ apiVersion: API_VERSION })
  const toast = useToast()
  const [drafted, setDrafted] = useState<string>()
  const [working, setWorking] = useState(false)
  const headline = headlineOf(test)
  const winner = winnerOf(test)
  const giveWinnerEveryone = async () => {
    if (!winner) return
    setWorking(true)
    try {
      setDrafted(await draftWinner(client, report.funnel, test.key, winner))
      toast.push({ status: 'success', title: `A draft of ${test.name} gives ${winner} every visitor: review and publish it` })
    } catch (error) {
      toast.push({ status: 'error', title: 'The draft was not written', description: error instanceof Error ? error.message : String(error) })
    } finally {
      setWorking(false)
    }
  }
  return (
    <Card padding={3} radius={2} border>
      <Flex align="center" gap={3} wrap="wrap">
        <Stack space={2} flex={1}>
          <Text weight="medium">{test.name}</Text>
          <Text size={1} muted>
            {test.variants.map((variant) => `${variant.key} ${variant.exposed}`).join(' · ')} visitors
          </Text>
        </Stack>
        <Badge tone={headline.tone}>{headline.text}</Badge>
        <Button mode="ghost" text="Open report" onClick={onOpen} />
        {winner && !drafted && <Button tone="positive" text={`Give ${winner} every visitor`} loading={working} onClick={() => void giveWinnerEveryone()} />}
        {drafted && (
          <IntentLink intent="edit" params={{ id: drafted, type: 'abTest' }}>
            Open the draft to publish it
          </IntentLink>
        )}
      </Flex>
    </Card>
  )
}

/** The whole report, as the HTML file `npm run report` writes, in the Studio's colours. */
function ReportView({ report, testKey, onClose }: { report: ExperimentReport; testKey: string | undefined; onClose: () => void }) {
  const scheme = useColorSchemeValue()
  const html = useMemo(() => reportHtml(report, scheme === 'dark' ? 'dark' : 'light'), [report, scheme])
  const onLoad = useCallback(
    (event: React.SyntheticEvent<HTMLIFrameElement>) => {
      if (testKey) event.currentTarget.contentDocument?.getElementById(testKey)?.scrollIntoView()
    },
    [testKey],
  )
  return (
    <Stack space={3}>
      <Flex gap={2} align="center">
        <Button mode="ghost" text="Back to the list" onClick={onClose} />
        <Text muted size={1}>
          Generated {report.generatedAt.slice(0, 16).replace('T', ' ')} UTC
        </Text>
      </Flex>
      <iframe title={`Experiments of ${report.funnel}`} srcDoc={html} onLoad={onLoad} sandbox="allow-same-origin" style={{ width: '100%', height: '75vh', border: 0 }} />
    </Stack>
  )
}

export function ExperimentsTool() {
  const client = useClient({ apiVersion: API_VERSION })
  const [stored, setStored] = useState<StoredReport[]>()
  const [error, setError] = useState<string>()
  const [open, setOpen] = useState<{ funnel: string; testKey?: string }>()
  const load = useCallback(() => {
    client.fetch<StoredReport[]>(REPORTS, {}, { perspective: 'raw' }).then(setStored, (cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)))
  }, [client])
  useEffect(load, [load])

  const reports = useMemo(() => (stored ?? []).map((entry) => ({ entry, report: parseReport(entry.reportJson) })), [stored])
  const opened = open && reports.find(({ entry }) => entry.funnel === open.funnel)?.report
  if (opened) return <Box padding={4}><ReportView report={opened} testKey={open.testKey} onClose={() => setOpen(undefined)} /></Box>

  return (
    <Box padding={4} style={{ maxWidth: 1100 }}>
      <Stack space={4}>
        <Flex align="center" gap={3}>
          <Heading as="h1" size={2}>
            Experiments
          </Heading>
          <Button mode="bleed" text="Refresh" onClick={load} />
        </Flex>
        <Text muted size={1}>
          Every running A/B test with its verdict on purchases, from the last 90 days. Reports are refreshed every hour (every five minutes with npm start). Intervals stay valid however often you look.
        </Text>
        {error && <Text>The reports could not be read: {error}</Text>}
        {!stored && !error && <Spinner />}
        {stored?.length === 0 && <Text>No report yet: the first is published within the hour (npm run report -- --funnel &lt;key&gt; --since &lt;YYYY-MM-DD&gt; prints one now).</Text>}
        {reports.map(({ entry, report }) => (
          <Stack key={entry.funnel} space={3}>
            <Flex align="center" gap={3}>
              <Heading as="h2" size={1}>
                {entry.funnel}
              </Heading>
              {report && <Button mode="ghost" text="Open the funnel's report" onClick={() => setOpen({ funnel: entry.funnel })} />}
            </Flex>
            {report ? (
              report.tests.map((test) => <TestRow key={test.key} report={report} test={test} onOpen={() => setOpen({ funnel: entry.funnel, testKey: test.key })} />)
            ) : (
              <Text>The report of {entry.funnel} cannot be read; the next refresh replaces it.</Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Box>
  )
}

/** The "Experiments" tool: every funnel's A/B tests with their verdicts, the full reports, and the winner's draft. */
export const experimentsTool = definePlugin({
  name: 'funnels-experiments',
  tools: [{ name: 'experiments', title: 'Experiments', icon: ChartUpwardIcon, component: ExperimentsTool }],
})
