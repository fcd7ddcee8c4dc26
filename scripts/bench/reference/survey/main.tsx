/**
 * The off-the-shelf alternative: SurveyJS (survey-core + survey-react-ui) rendering one
 * single-choice question with its default theme, as its documentation sets it up.
 */
import { createRoot } from 'react-dom/client'
import { Model } from 'survey-core'
import { Survey } from 'survey-react-ui'
import 'survey-core/survey-core.css'

const json = {
  elements: [
    {
      type: 'radiogroup',
      name: 'goal',
      title: 'What is your main goal?',
      choices: ['Lead people better', 'Move into a leadership role', 'Build a stronger team', 'Grow personally and professionally'],
    },
  ],
}

createRoot(document.getElementById('root')!).render(<Survey model={new Model(json)} />)
