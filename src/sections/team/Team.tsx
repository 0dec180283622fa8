import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
import { SectionShell } from '../../ui/SectionShell.tsx';
import surface from '../../ui/Surface.module.css';
import list from '../../ui/List.module.css';
import invertedTone from '../../ui/InvertedTone.module.css';
import typography from '../../ui/Typography.module.css';
import classes from './Team.module.css';
import { Heading } from '../../ui/heading-level.tsx';
import { SiteImage } from '../../ui/SiteImage.tsx';
import type { TeamSection } from './schema.ts';

export function Team({ section }: { section: TeamSection }) {
  const { members } = section;
  const gridStyle: CSSProperties & Record<`--${string}`, number> = { '--columns': Math.min(members.length, 3) };
  return (
    <SectionShell section={section}>
      <ul className={`${list.stack} ${classes.grid}`} style={gridStyle}>
        {members.map((member) => (
          <li key={member.name} className={`${surface.bandCard} ${classes.card}`}>
            <div className={classes.portraitFrame}>
              <SiteImage className={classes.portrait} image={member.portrait} slot="portrait" />
            </div>
            <div className={classes.body}>
              <Heading className={`${classes.name} ${invertedTone.strong}`}>{member.name}</Heading>
              <p className={`${typography.smallCaps} ${classes.role} ${invertedTone.accent}`}>{member.role}</p>
              <p className={`${classes.description} ${invertedTone.soft}`}>{member.description}</p>
              {member.skills.length > 0 && (
                <ul className={`${list.bare} ${classes.skills}`}>
                  {member.skills.map((skill) => (
                    <li key={skill}>
                      <Badge variant="light" color="brand" radius="xl" size="md" className={classes.skill}>
                        {skill}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
