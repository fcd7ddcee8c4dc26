/**
 * The entry script. It evaluates the app in three tasks instead of one: React DOM, then the app's
 * own modules, then the start. Evaluating React DOM alone is the longest piece of main-thread work
 * a page view has (10-30 ms in Lighthouse traces on a 2-core machine); with the app's modules and
 * its start in the same task, that task blocked input for longer still (budget: TBT 50 ms). The
 * shell and the landings ask for startApp's chunks beside the entry (buildWeb.ts), so the
 * dynamic imports cost no round trip.
 */
import './app/app.css'
import { bootVisitorPlatform } from './platform/boot/platformBoot'
import { nextTask } from './platform/boot/nextTask'

// Before anything else, so an error while the app loads or first renders is reported too.
bootVisitorPlatform()

await import('react-dom/client')
await nextTask()
const { startApp } = await import('./startApp')
await nextTask()
startApp()
