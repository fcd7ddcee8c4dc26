import * as z from 'zod/mini'
import { defineContract } from '../contract'
import { pageField, pick, shellFields } from '../fields'
import { role } from './registration.role'

const storeLink = (description: string) => pageField(z.url(), { type: 'url', group: 'copy', description })

/**
 * The fields the registration template reads: its copy and the two store links it offers when
 * the completion redirect cannot be had (the redirect itself comes from the backend per
 * platform; these are the visitor's direct way on if it fails).
 */
export const registrationContract = defineContract('registration', 'Registration (create an account)', {
  ...shellFields(),
  ...pick('footer'),
  appStoreUrl: storeLink('The App Store page of the app, offered if the redirect to the app fails'),
  playStoreUrl: storeLink('The Google Play page of the app, offered if the redirect to the app fails'),
}, role)
