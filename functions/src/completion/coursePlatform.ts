/**
 * The course platform the course-enrollment plugin enrolls buyers on. Locally (and until a real
 * platform is wired) the enrollment is a line in the courseEnrollments sink and the login URL
 * points at COURSE_PLATFORM_URL (default https://courses.stepwise.app) with the enrollment id.
 */
import { randomUUID } from 'node:crypto'
import { appendToSink } from '../sink'

export interface Enrollment {
  courseId: string
  enrollmentType: string
  email: string
  userId: string
  onboardingType: string
  language: string
}

export interface CoursePlatform {
  enroll(enrollment: Enrollment): Promise<{ enrollmentId: string; loginUrl: string }>
}

export const coursePlatformUrl = () => process.env.COURSE_PLATFORM_URL ?? 'https://courses.stepwise.app'

export const sinkCoursePlatform: CoursePlatform = {
  async enroll(enrollment) {
    const enrollmentId = randomUUID()
    const url = new URL('/login', coursePlatformUrl())
    url.searchParams.set('course', enrollment.courseId)
    url.searchParams.set('enrollment', enrollmentId)
    const loginUrl = url.toString()
    await appendToSink('courseEnrollments', { receivedAt: new Date().toISOString(), enrollmentId, ...enrollment, loginUrl })
    return { enrollmentId, loginUrl }
  },
}
