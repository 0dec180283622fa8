import { z } from 'zod';
import { messageFor, say } from '../../../schema/messages.ts';
import { defineSectionWithOwnHeading } from '../../../schema/section-shell.ts';
import { iconNameSchema } from '../../../schema/icons.ts';

const milliseconds = (minimum: number) =>
  z
    .number()
    .int(messageFor('scrivi i millisecondi come numero intero, es. 2500', 'write milliseconds as a whole number, e.g. 2500'))
    .min(minimum, messageFor(`deve essere almeno ${minimum} ms`, `must be at least ${minimum} ms`))
    .max(20_000, messageFor('deve essere al massimo 20000 ms (20 secondi)', 'must be at most 20000 ms (20 seconds)'));

export const motionSectionSchema = defineSectionWithOwnHeading(
  'motion',
  'Animazione decorativa tra due sezioni: un pallone (o un attrezzo) che si muove su un percorso con una luce che cambia tappa. Si ferma per chi preferisce meno movimento e quando non è sullo schermo.',
  {
    icon: iconNameSchema.meta({
      title: 'Oggetto animato',
      description: 'Che cosa si muove: "ball-basketball", "ball-volleyball", "ball-american-football", "bike", "swimming"…',
    }),
    animation: z.enum(['toggle', 'bounce', 'roll', 'hop']).meta({
      title: 'Animazione',
      description:
        '"toggle": palleggia per "duration" ms ogni "every" ms; "bounce": rimbalza di continuo, un rimbalzo ogni "every" ms; "roll": attraversa il percorso in "every" ms e riparte dopo "reset" ms; "hop": salta alla tappa successiva ogni "every" ms, come un contatore.',
    }),
    every: milliseconds(300).meta({ title: 'Ritmo', description: 'Il ritmo in millisecondi: 2500 = ogni 2,5 secondi (vedi "animation").' }),
    duration: milliseconds(100)
      .optional()
      .meta({ title: 'Durata', description: 'Solo per "toggle": per quanti millisecondi dura il palleggio, es. 1000.' }),
    reset: milliseconds(0)
      .optional()
      .meta({ title: 'Pausa prima di ripartire', description: 'Solo per "roll": pausa in millisecondi prima di ripartire, es. 1500.' }),
    highlightEvery: milliseconds(500).default(3000).meta({
      title: 'Ritmo della luce',
      description: 'Ogni quanti millisecondi la luce passa alla tappa successiva: 3000 = ogni 3 secondi.',
    }),
    stops: z.number().int().min(3).max(8).default(5).meta({ title: 'Tappe', description: 'Quante tappe ha il percorso, da 3 a 8.' }),
  },
).superRefine((motion, context) => {
  if (motion.animation === 'toggle') {
    if (motion.duration === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['duration'],
        message: say(
          'un’animazione "toggle" ha bisogno di "duration": quanti millisecondi dura ogni volta, es. 1000',
          'a "toggle" animation needs "duration": how many milliseconds each run lasts, e.g. 1000',
        ),
      });
    } else if (motion.duration >= motion.every) {
      context.addIssue({
        code: 'custom',
        path: ['duration'],
        message: say(
          `"duration" (${motion.duration} ms) deve essere più breve di "every" (${motion.every} ms), altrimenti l’animazione non si ferma mai`,
          `"duration" (${motion.duration} ms) must be shorter than "every" (${motion.every} ms), or the animation never rests`,
        ),
      });
    }
  }
  const onlyFor = (field: 'duration' | 'reset', animation: 'toggle' | 'roll') => {
    if (motion[field] === undefined || motion.animation === animation) return;
    context.addIssue({
      code: 'custom',
      path: [field],
      message: say(
        `"${field}" vale solo per l’animazione "${animation}": toglilo o scrivi "animation: ${animation}"`,
        `"${field}" only applies to the "${animation}" animation; remove it or write "animation: ${animation}"`,
      ),
    });
  };
  onlyFor('duration', 'toggle');
  onlyFor('reset', 'roll');
});

export type MotionSection = z.infer<typeof motionSectionSchema>;
