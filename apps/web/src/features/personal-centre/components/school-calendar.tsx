import { type SchoolCalendar as Calendar, PersonalMessages } from '@onehall/contract';
import { Descriptions, Table, Tag, Typography } from 'antd';
import { useSchoolCalendar } from '../api/get-school-calendar.ts';
import { QuerySection } from './section-states.tsx';

const STATE_TEXT: Record<Calendar['state'], string> = { current: '进行中', upcoming: '未开始', ended: '已结束', none: '' };

function weekText(c: Calendar): string {
  if (c.weekNo !== null) return `第 ${c.weekNo} 周（共 ${c.totalWeeks} 周）`;
  return `共 ${c.totalWeeks} 周`;
}

/** 校历: the current semester (else the next, else the last), today's teaching week and the holidays in it. */
export function SchoolCalendar() {
  const calendar = useSchoolCalendar();
  return (
    <QuerySection query={calendar} failedTitle="校历加载失败" emptyText={PersonalMessages.noSemester} isEmpty={(c) => c.semester === null}>
      {(c) =>
        c.semester && (
          <div className="oh-personal-calendar">
            <Descriptions
              column={1}
              bordered
              size="middle"
              items={[
                {
                  key: 'name',
                  label: '学期',
                  children: (
                    <>
                      {c.semester.name} <Tag color={c.state === 'current' ? 'green' : 'default'}>{STATE_TEXT[c.state]}</Tag>
                    </>
                  ),
                },
                { key: 'range', label: '起止日期', children: `${c.semester.start} 至 ${c.semester.end}` },
                { key: 'today', label: '今天', children: c.today },
                { key: 'week', label: '教学周', children: weekText(c) },
              ]}
            />
            <Typography.Title level={5} className="oh-personal-calendar__title">
              本学期假期
            </Typography.Title>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={c.holidays}
              locale={{ emptyText: '暂无数据' }}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: '假期', dataIndex: 'holidayName' },
                { title: '开始', dataIndex: 'startDate' },
                { title: '结束', dataIndex: 'endDate' },
                { title: '天数', dataIndex: 'days' },
              ]}
            />
          </div>
        )
      }
    </QuerySection>
  );
}
