import { pageBuilder } from '../../kit/page'

export const DEMO = 'demo'

/** A demo page: id `page.demo.<key>`; the path is the key unless given (the landing's is ''). */
export const demoPage = pageBuilder(DEMO)
