import { CardSkeleton } from '../../../components/card-preview/index.ts';
import { useHolidays } from '../api/get-holiday.ts';
import { campusToday, holidayStatus } from '../lib/holiday.ts';
import { PanelLoadError } from './panel-load-error.tsx';

const span = (start: string, end: string) => (start === end ? start : `${start} 至 ${end}`);

/** 假期倒计时 (SPEC §7 getHoliday, beside the 校园时钟 frame card): the holiday under way or the next one of the academic year, with the days to go. */
export function HolidayPanel() {
  const holidays = useHolidays();

  let body: React.ReactNode;
  if (holidays.isPending) body = <CardSkeleton lines={2} />;
  else if (holidays.isError) body = <PanelLoadError text="假期安排加载失败" onRetry={() => void holidays.refetch()} />;
  else {
    const status = holidayStatus(holidays.data.holidays, campusToday());
    if (status.kind === 'none') body = <p className="oh-home-panel__state">本学年暂无后续假期</p>;
    else {
      const { holiday } = status;
      body = (
        <>
          <p className="oh-holiday__lead">
            {status.kind === 'during' ? (
              <>
                正值<strong>{holiday.holidayName}</strong>假期，第 <strong className="oh-holiday__days">{status.dayOf}</strong> 天
              </>
            ) : (
              <>
                距<strong>{holiday.holidayName}</strong>还有 <strong className="oh-holiday__days">{status.daysLeft}</strong> 天
              </>
            )}
          </p>
          <p className="oh-holiday__dates">
            {span(holiday.startDate, holiday.endDate)}，共 {holiday.days} 天
          </p>
        </>
      );
    }
  }

  return (
    <section className="oh-home-panel" aria-labelledby="oh-holiday-title" aria-busy={holidays.isPending}>
      <h2 id="oh-holiday-title" className="oh-home-panel__title">
        假期倒计时
      </h2>
      {body}
    </section>
  );
}
