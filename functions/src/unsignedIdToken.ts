/**
 * Test support: an anonymous visitor's ID token as the functions emulator reads it. The emulator
 * skips signature verification, so only the payload counts and the tests need no auth emulator.
 */
export function unsignedIdToken(uid: string, projectId = 'demo-funnels'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const claims = { sub: uid, user_id: uid, aud: projectId, iss: `https://securetoken.google.com/${projectId}`, iat: 1, exp: 9_999_999_999, firebase: { sign_in_provider: 'anonymous' } }
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`
}
