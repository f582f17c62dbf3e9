import { ScrollArea, Tabs, type MantineSpacing } from '@mantine/core';

interface ScrollingTabListProps {
  label: string;
  tabs: readonly { value: string; label: string }[];
  mb?: MantineSpacing;
}

/** A row of tabs that scrolls sideways on a narrow screen instead of wrapping. */
export function ScrollingTabList({ label, tabs, mb }: ScrollingTabListProps) {
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
      <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label={label} mb={mb}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} style={{ whiteSpace: 'nowrap' }}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </ScrollArea>
  );
}
