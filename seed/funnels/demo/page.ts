import { pageBuilder } from '../../kit/page'
import { storyBuilder } from '../../kit/storyInterstitial'

export const DEMO = 'demo'

/** A demo page: id `page.demo.<key>`; the path is the key unless given (the landing's is ''). */
export const demoPage = pageBuilder(DEMO)

/** A demo story interstitial. */
export const demoStory = storyBuilder(demoPage)
